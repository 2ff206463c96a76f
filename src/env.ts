import { z } from "zod";

/**
 * The environment, parsed once. A missing or malformed variable stops start-up with a message
 * that names it (CONVENTIONS.md 12). Every variable here is documented in the README.
 */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** PostgreSQL connection string; unset means the embedded PGlite database. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Where PGlite keeps its files (and the lock next to them). */
  ATRIUM_DATA_DIR: z.string().min(1).default("./.data"),
  /** Secret that signs sessions and tokens; at least 32 characters in production. */
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  /** smtp://user:pass@host:port or smtps://...; unset means the outbox table. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** Sender address of every e-mail. */
  MAIL_FROM: z.string().min(3).default("Atrium <no-reply@atrium.localhost>"),
  /** Sign-in and reset rate limits: on in production unless set to "off" (browser journeys only). */
  AUTH_RATE_LIMIT: z.enum(["on", "off"]).optional(),
  /** Behind a reverse proxy: trust X-Forwarded-Host/-Proto (and so mark cookies Secure behind https). */
  TRUST_PROXY_HEADERS: z.enum(["on", "off"]).default("off"),
  /** Memory for cached public pages (npm start's page cache), in megabytes; 0 turns the cache off. */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(65536).default(64),
  /** Set by `npm run dev` (scripts/dev.ts): where `next dev` answers the back office, which the front then hands requests to. */
  ATRIUM_DEV_NEXT_URL: z.url().optional(),
  /** Set by `npm run dev` for `next dev`: the front's port, where the back office's pages read the API (Next sets PORT to its own). */
  ATRIUM_FRONT_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** redis://[:password@]host:port[/db]: rendered pages shared by every process (docs/decisions/039); unset: each process keeps its own. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** With DATABASE_URL: how many server processes `npm start` runs behind its one port; default the number of cores. PGlite is always one. */
  ATRIUM_PROCESSES: z.coerce.number().int().min(1).max(256).optional(),
  /** On SIGTERM, how long a process may finish the requests in flight before it exits anyway, in seconds. */
  ATRIUM_SHUTDOWN_SECONDS: z.coerce.number().min(0).max(600).default(10),
  /**
   * Behind a balancer: on SIGTERM, how long a process keeps serving (each answer closing its
   * connection) after `/api/ready` fails and before it closes its port, in seconds. Set it above the
   * balancer's time to notice (fall x inter), so that no request is sent to a closed port or on a
   * kept-alive connection the process is closing.
   */
  ATRIUM_DRAIN_SECONDS: z.coerce.number().min(0).max(60).default(0),
  /** An S3-compatible object store for uploaded media (every process and machine reads the same files); unset: the data directory's media folder. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Buckets in the path (`host/bucket/key`), as MinIO and most self-hosted servers want; `off` for virtual-host style (AWS). */
  S3_PATH_STYLE: z.enum(["on", "off"]).default("on"),
  /** The server's JSON log lines (src/server/log.ts) at this level and above; `debug` adds one line per request. */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Prometheus metrics at http://METRICS_HOST:METRICS_PORT/metrics, a port apart from the public one; unset: no metrics. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  /** Public page renders the front server runs at once (the others wait their turn); 0 means no limit. */
  PAGE_RENDER_SLOTS: z.coerce.number().int().min(0).max(1024).default(2),
  /** STUN and TURN servers for video calls, comma-separated (stun:turn.example.com:3478,turn:turn.example.com:3478). */
  ICE_SERVER_URLS: z
    .string()
    .transform((value) => value.split(",").map((url) => url.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^(stun|stuns|turn|turns):[^\s]+$/, "each URL starts with stun:, stuns:, turn: or turns:")))
    .optional(),
  /** coturn's static-auth-secret: each participant gets TURN credentials valid as long as their room token. */
  TURN_SECRET: z.string().min(16).optional(),
  /** Fixed TURN credentials, for a TURN server without a shared secret. */
  TURN_USERNAME: z.string().min(1).optional(),
  TURN_CREDENTIAL: z.string().min(1).optional(),
  /** A Janus media server's HTTP API (its VideoRoom plugin) for video calls, as Atrium's server reaches it; unset: peer-to-peer. */
  MEDIA_SERVER_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Janus's `api_secret`: only Atrium speaks to Janus, browsers send it media only. */
  MEDIA_SERVER_SECRET: z.string().min(1).optional(),
  /** The VideoRoom plugin's `admin_key`, needed to create rooms when Janus sets one. */
  MEDIA_SERVER_ROOM_KEY: z.string().min(1).optional(),
  /** An OpenAI-compatible API for the AI assistant (https://api.openai.com/v1, a local Ollama's http://127.0.0.1:11434/v1); without it the assistant answers extractively. */
  ASSISTANT_LLM_URL: z.url().optional(),
  ASSISTANT_LLM_KEY: z.string().min(1).optional(),
  /** The model the assistant asks (gpt-4o-mini, llama3.1): needed with ASSISTANT_LLM_URL. */
  ASSISTANT_LLM_MODEL: z.string().min(1).optional(),
}).superRefine((value, context) => {
  if (!value.S3_ENDPOINT) return;
  for (const name of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
    if (!value[name]) context.addIssue({ code: "custom", path: [name], message: "needed with S3_ENDPOINT" });
  }
});

export type Env = z.infer<typeof schema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return result.data;
}

/** Empty strings count as unset: `DATABASE_URL= npm start` means "no database URL". */
function withoutEmpty(source: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
}

let cached: Env | undefined;

/** The parsed environment; read lazily so that `next build` does not need runtime variables. */
export function env(): Env {
  cached ??= parseEnv(withoutEmpty(process.env));
  return cached;
}
