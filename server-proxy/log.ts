import pino from 'pino';

/** How much is logged, from most to least. */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** One structured log line. Never put tokens, secrets, e-mails or full query strings in it. */
export type LogEntry = { level: LogLevel; msg: string } & Record<string, unknown>;
export type Logger = (entry: LogEntry) => void;

/**
 * JSON lines on stdout through pino's asynchronous destination: a request never waits for the
 * terminal or the log collector (the old logger wrote each line synchronously on the hot path).
 * Lines below `level` cost one comparison.
 */
export function createLogger(
  level: LogLevel = 'info',
  destination: pino.DestinationStream = pino.destination({ sync: false }),
): Logger {
  const logger = pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
  return (entry) => {
    // A line below the level costs the check only (not the copy of its fields).
    if (!logger.isLevelEnabled(entry.level)) return;
    const { level: entryLevel, msg, ...fields } = entry;
    logger[entryLevel](fields, msg);
  };
}

/** Discards everything (tests). */
export const silentLogger: Logger = () => undefined;
