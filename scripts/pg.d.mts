export interface RunningPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  /** An outage: the cluster stops and keeps its data. */
  pause(): void;
  /** The cluster starts again after `pause`. */
  resume(): void;
  /** Stops the cluster at once and deletes its files. */
  stop(): Promise<void>;
}
/** A throwaway PostgreSQL cluster from the machine's initdb/pg_ctl. */
export function startPostgres(): Promise<RunningPostgres>;
