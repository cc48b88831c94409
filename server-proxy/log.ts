/** One structured log line. Never put tokens, secrets, e-mails or full query strings in it. */
export type LogEntry = { level: 'info' | 'warn' | 'error'; msg: string } & Record<string, unknown>;
export type Logger = (entry: LogEntry) => void;

/** JSON lines on stdout (info) and stderr (warn, error). */
export const jsonLogger: Logger = (entry) => {
  const line = JSON.stringify({ time: new Date().toISOString(), ...entry });
  if (entry.level === 'info') process.stdout.write(`${line}\n`);
  else process.stderr.write(`${line}\n`);
};

/** Discards everything (tests). */
export const silentLogger: Logger = () => undefined;
