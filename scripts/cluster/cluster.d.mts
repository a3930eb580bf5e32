/** The types of cluster.mjs, for the API's TypeScript tests that start a cluster. */
export declare const DEFAULT_DATABASE_SERVER: string;
export declare const DEFAULT_REDIS_URL: string;

export interface ClusterOptions {
  /** The proxy's port; 0 (the default) takes a free one. */
  port?: number;
  /** API processes behind the proxy (2). */
  processes?: number;
  /** A PostgreSQL server URL; the cluster's database is made there and dropped by stop(). */
  databaseServer?: string;
  redisUrl?: string;
  /** Added to every API process's environment; the cluster's own settings win. */
  env?: Record<string, string | undefined>;
  log?: (line: string) => void;
}

export interface Cluster {
  /** The proxy: http://localhost:<port>. */
  url: string;
  /** Each API process's own address (http://127.0.0.1:<port>) and data directory. */
  processes: { origin: string; dataDir: string }[];
  databaseUrl: string;
  /** The ENCRYPTION_KEY every process has. */
  encryptionKey: string;
  /** The bearer token each process's /metrics answers to. */
  metricsToken: string;
  s3: { endpoint: string; bucket: string };
  stop(): Promise<void>;
}

export declare function startCluster(options?: ClusterOptions): Promise<Cluster>;
