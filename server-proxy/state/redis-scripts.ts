// The Lua scripts of the Redis store. Each deciding step of `ProxyStore` is ONE script, so that
// it is atomic across every instance sharing the Redis: Redis runs a script to its end before
// any other command. Times are the callers' milliseconds (ARGV), compared with the expiry kept
// in each value; the Redis TTL of a key (PX) only cleans up after it, a minute later.

/** GCRA step: KEYS[1] the theoretical arrival time; ARGV now, interval, tolerance. */
export const BUDGET_TAKE = `
local tat = math.max(tonumber(redis.call('GET', KEYS[1]) or '0'), tonumber(ARGV[1]))
local wait = tat - tonumber(ARGV[3]) - tonumber(ARGV[1])
if wait > 0 then return string.format('%.3f', wait) end
redis.call('SET', KEYS[1], string.format('%.3f', tat + tonumber(ARGV[2])))
return '0'
`;

/** An upstream 429: the bucket counts as full until ARGV until (+ tolerance). */
export const BUDGET_BLOCK = `
local tat = tonumber(redis.call('GET', KEYS[1]) or '0')
local now = tonumber(ARGV[1])
local tolerance = tonumber(ARGV[3])
tat = math.max(tat, tonumber(ARGV[2]) + tolerance, now + tolerance)
redis.call('SET', KEYS[1], string.format('%.3f', tat))
return 1
`;

/**
 * Idempotency claim: KEYS[1] a hash {e, state, attempt, json}; ARGV now, expiresAt, ttl, state,
 * attempt, json. Answers nil when this call stored the record, else the record's JSON.
 */
export const IDEM_CLAIM = `
local e = tonumber(redis.call('HGET', KEYS[1], 'e') or '0')
if e > tonumber(ARGV[1]) then return redis.call('HGET', KEYS[1], 'json') end
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'e', ARGV[2], 'state', ARGV[4], 'attempt', ARGV[5], 'json', ARGV[6])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return false
`;

/** Compare and set: replaces the record only while it is pending for attempt ARGV[2]. */
export const IDEM_UPDATE = `
local v = redis.call('HMGET', KEYS[1], 'e', 'state', 'attempt')
if not v[1] or tonumber(v[1]) <= tonumber(ARGV[1]) then return 0 end
if v[2] ~= 'pending' or v[3] ~= ARGV[2] then return 0 end
redis.call('HSET', KEYS[1], 'e', ARGV[3], 'state', ARGV[5], 'attempt', ARGV[6], 'json', ARGV[7])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 1
`;

/** Forgets a record while it is pending for attempt ARGV[1]. */
export const IDEM_RELEASE = `
local v = redis.call('HMGET', KEYS[1], 'state', 'attempt')
if v[1] == 'pending' and v[2] == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 1
`;

/**
 * Lock: KEYS[1] a hash {owner, e}; ARGV owner, now, ttl, cleanup slack. Takes it if free,
 * expired or ours.
 */
export const LOCK_ACQUIRE = `
local v = redis.call('HMGET', KEYS[1], 'owner', 'e')
if v[1] and v[1] ~= ARGV[1] and tonumber(v[2]) > tonumber(ARGV[2]) then return 0 end
redis.call('HSET', KEYS[1], 'owner', ARGV[1], 'e', tonumber(ARGV[2]) + tonumber(ARGV[3]))
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[3]) + tonumber(ARGV[4]))
return 1
`;

/** Extends a lock ARGV owner still holds at ARGV now. */
export const LOCK_RENEW = `
local v = redis.call('HMGET', KEYS[1], 'owner', 'e')
if v[1] ~= ARGV[1] or not v[2] or tonumber(v[2]) <= tonumber(ARGV[2]) then return 0 end
redis.call('HSET', KEYS[1], 'e', tonumber(ARGV[2]) + tonumber(ARGV[3]))
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[3]) + tonumber(ARGV[4]))
return 1
`;

/** Frees a lock only for its owner. */
export const LOCK_RELEASE = `
if redis.call('HGET', KEYS[1], 'owner') == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 1
`;

/** Fixed-window counter: KEYS[1] the window's key; ARGV how long to keep it (ms). */
export const HIT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n
`;

/** Sets flag KEYS[1] (value: its expiry ARGV[2]) unless it is set at ARGV[1]; answers 1 if set. */
export const FLAG_ADD = `
local e = tonumber(redis.call('GET', KEYS[1]) or '0')
if e > tonumber(ARGV[1]) then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return 1
`;

/**
 * Stores a cache entry (KEYS[1]) filed under its tags (ARGV[8..]) unless one of those tags was
 * dropped after the mark ARGV[1]: a load that began before a drop must not put back what the
 * drop removed. ARGV entry JSON, ttl, prefix of drop marks, prefix of tag sets, now, the most
 * entries a tag may hold, then the tags. A tag is a sorted set of its entries by expiry: each
 * store trims the expired ones, and past the most it may hold the entries closest to their end
 * are evicted with it (a tag every random search term files under cannot grow without end);
 * its own time to live is its longest-lived entry's.
 * (Standalone Redis: the script computes the tag keys it touches.)
 */
export const CACHE_SET = `
local mark = tonumber(ARGV[1])
for i = 8, #ARGV do
  local dropped = tonumber(redis.call('GET', ARGV[4] .. ARGV[i]) or '0')
  if dropped > mark then return 0 end
end
local ttl = tonumber(ARGV[3])
local now = tonumber(ARGV[6])
local most = tonumber(ARGV[7])
redis.call('SET', KEYS[1], ARGV[2], 'PX', ttl)
for i = 8, #ARGV do
  local tag = ARGV[5] .. ARGV[i]
  redis.call('ZADD', tag, now + ttl, KEYS[1])
  redis.call('ZREMRANGEBYSCORE', tag, '-inf', now)
  local over = redis.call('ZCARD', tag) - most
  if over > 0 then
    local evicted = redis.call('ZPOPMIN', tag, over)
    for j = 1, #evicted, 2 do
      if evicted[j] ~= KEYS[1] then redis.call('DEL', evicted[j]) end
    end
  end
  if redis.call('PTTL', tag) < ttl then redis.call('PEXPIRE', tag, ttl) end
end
return 1
`;

/**
 * Drops a tag everywhere: its entries and its set; numbers the drop (KEYS[2] the counter,
 * KEYS[3] the tag's mark, kept ARGV[2] ms) and announces it on channel ARGV[1].
 */
export const CACHE_DROP = `
local keys = redis.call('ZRANGE', KEYS[1], 0, -1)
for i = 1, #keys, 500 do
  redis.call('DEL', unpack(keys, i, math.min(i + 499, #keys)))
end
redis.call('DEL', KEYS[1])
local n = redis.call('INCR', KEYS[2])
redis.call('SET', KEYS[3], n, 'PX', ARGV[2])
redis.call('PUBLISH', ARGV[1], ARGV[3])
return n
`;
