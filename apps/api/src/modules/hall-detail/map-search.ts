import type { MapKeywordResponse, MapPlace } from '@wedding/contract/maps';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { AppError } from '../../shared/errors.ts';
import { partnerListedAs } from '../partners/listed-sql.ts';

export type MapSearch = { searchKeyword(query: string): Promise<MapKeywordResponse> };

const KAKAO_TIMEOUT_MS = 3000;
const MAX_DOCUMENTS = 5;

export const mapsUnavailable = () =>
  new AppError(502, 'MAPS_UNAVAILABLE', '지도 검색을 지금 사용할 수 없어요. 잠시 후 다시 시도해 주세요.');

/**
 * Kakao Local's keyword search (GET /v2/local/search/keyword.json, `Authorization: KakaoAK {key}`), trimmed to
 * the fields the route sheet reads. Any failure (timeout, non-2xx, a shape we do not know) is one 502.
 */
export function createKakaoMapSearch(config: { restApiKey: string; baseUrl: string }): MapSearch {
  return {
    async searchKeyword(query) {
      const url = new URL('/v2/local/search/keyword.json', config.baseUrl);
      url.searchParams.set('query', query);
      url.searchParams.set('size', String(MAX_DOCUMENTS));
      let body: unknown;
      try {
        const response = await fetch(url, {
          headers: { Authorization: `KakaoAK ${config.restApiKey}` },
          signal: AbortSignal.timeout(KAKAO_TIMEOUT_MS),
        });
        if (!response.ok) throw mapsUnavailable();
        body = await response.json();
      } catch {
        throw mapsUnavailable();
      }
      const documents = (body as { documents?: unknown }).documents;
      if (!Array.isArray(documents)) throw mapsUnavailable();
      return {
        source: 'kakao',
        documents: documents.slice(0, MAX_DOCUMENTS).flatMap((d): MapPlace[] => {
          const doc = d as Record<string, unknown>;
          if (typeof doc.x !== 'string' || typeof doc.y !== 'string') return [];
          const text = (key: string) => (typeof doc[key] === 'string' ? (doc[key] as string) : '');
          return [
            {
              place_name: text('place_name'),
              address_name: text('address_name'),
              road_address_name: text('road_address_name'),
              x: doc.x,
              y: doc.y,
            },
          ];
        }),
      };
    },
  };
}

/** Without a Kakao key: halls whose name or address contains the query, placed by their own coordinates. */
export function createLocalMapSearch(db: Db): MapSearch {
  return {
    async searchKeyword(query) {
      const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await queryRows<{ name: string; address: string | null; lat: number; lng: number }>(
        db,
        sql`SELECT p.biz_name AS name, pp.address, pp.lat, pp.lng
            FROM partners p JOIN partner_profiles pp ON pp.partner_id = p.id
            WHERE pp.lat IS NOT NULL AND pp.lng IS NOT NULL AND ${partnerListedAs('p')}
              AND (p.biz_name ILIKE ${pattern} OR pp.address ILIKE ${pattern})
            ORDER BY (p.biz_name = ${query}) DESC, p.id
            LIMIT ${MAX_DOCUMENTS}`,
      );
      return {
        source: 'local',
        documents: rows.map((row) => ({
          place_name: row.name,
          address_name: row.address ?? '',
          road_address_name: row.address ?? '',
          x: String(row.lng),
          y: String(row.lat),
        })),
      };
    },
  };
}
