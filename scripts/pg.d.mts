export interface RunningPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  /** Stops the cluster at once and deletes its files. */
  stop(): Promise<void>;
}
/** A throwaway PostgreSQL cluster from the machine's initdb/pg_ctl. */
export function startPostgres(): Promise<RunningPostgres>;
