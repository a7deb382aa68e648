// The CDN purge hook (issue 26 §7). Guest reads are CDN-cacheable for a minute (decision 0021); when a hall
// changes what couples see, the changed public paths are sent to CDN_PURGE_URL so the edge drops them at once.
// The hook speaks one small, provider-neutral shape (POST {"paths": [...]}, each a path prefix: the edge
// drops every cached URL under it, whatever its query) that an edge worker or a provider adapter translates.
// Off when unset. A purge that fails never fails the write that asked for it: the 60 s s-maxage still bounds
// how stale a guest read can be.

export type CdnPurge = {
  /** True when a purge URL is configured. */
  readonly enabled: boolean;
  /** Sends the paths (deduplicated); resolves false when off or when the hook did not answer 2xx in time. */
  purgePaths(paths: readonly string[]): Promise<boolean>;
};

export type CdnPurgeLog = { warn(obj: object, msg: string): void };

export function createCdnPurge(options: {
  url: string | undefined;
  timeoutMs?: number;
  log?: CdnPurgeLog;
  fetch?: typeof fetch;
}): CdnPurge {
  const { url } = options;
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 3000;
  return {
    enabled: url !== undefined,
    async purgePaths(paths) {
      const unique = [...new Set(paths)].filter((p) => p.startsWith('/'));
      if (!url || unique.length === 0) return false;
      try {
        const response = await send(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ paths: unique }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.body?.cancel();
        if (response.ok) return true;
        options.log?.warn({ status: response.status, paths: unique.length }, 'CDN purge refused');
      } catch (error) {
        options.log?.warn({ err: error, paths: unique.length }, 'CDN purge failed');
      }
      return false;
    },
  };
}
