import type { Database } from '@thwa/db/connection';
import { withTransaction } from '@thwa/db/transaction';
import type { BannerRequest, OpsBanner, OpsHomeContentResponse, OpsRecommended, RecommendedItemRequest } from '@thwa/domain/contracts/curated';
import { CURATED_LIST_LIMIT, curatedState, curatedWindowProblem, isOwnPagePath, movedOrder, pairProblem } from '@thwa/domain/home/curated';
import { AppError } from '../../../plugins/errors.ts';
import type { HotelSources } from '../../../partners/hotel-sources/hotel-sources.ts';
import type { BannerRow, BannerValues, CuratedRepository, CuratedTable, RecommendedRow, RecommendedValues } from '../../content/curated/curated.repository.ts';
import type { AuditLogRepository } from '../audit-log.repository.ts';

/** What the console's home content use cases share (decision 040). */
export interface HomeContentDeps {
  db: Database;
  repository: CuratedRepository;
  audit: AuditLogRepository;
  /** Our hotels: a recommended item names one of them, with its own first photo. */
  hotels: HotelSources;
  /** The public feeds on this node, told of every change so they answer it at once. */
  feeds: { changed(): void };
  now: () => Date;
}

/** The employee acting and where from, as the console's guard found them. */
export interface Employee {
  userId: string;
  address: string;
}

/** 400 naming the field, nothing written. */
function invalid(field: string): never {
  throw new AppError('VALIDATION_FAILED', `body.${field}`);
}

export function bannerView(row: BannerRow, now: Date): OpsBanner {
  return {
    id: row.id,
    landing: row.landing,
    titleEn: row.titleEn,
    titleMy: row.titleMy,
    textEn: row.textEn,
    textMy: row.textMy,
    link: row.link,
    picture: { imageId: row.imageId, width: row.width, height: row.height },
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    position: row.position,
    state: curatedState(row, now),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

/** What the audit log keeps of a banner. */
function bannerAudit(row: BannerValues | BannerRow) {
  return {
    landing: row.landing,
    titleEn: row.titleEn,
    titleMy: row.titleMy,
    textEn: row.textEn ?? null,
    textMy: row.textMy ?? null,
    link: row.link,
    imageId: row.imageId,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  };
}

function recommendedAudit(row: RecommendedValues | RecommendedRow) {
  return { hotelId: row.hotelId, blurbEn: row.blurbEn, blurbMy: row.blurbMy, imageId: row.imageId ?? null, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() };
}

/**
 * The console's home content (issue 22 item 1, decision 040), behind content.edit: banners and
 * recommended hotels, each created, changed, ended and moved under its row lock with its audit entry
 * in the same transaction. A change to nothing writes nothing; an item already over ends as it is.
 */
export function createHomeContent({ db, repository, audit, hotels, feeds, now }: HomeContentDeps) {
  const ourHotel = (hotelId: string) => hotels.source('inventory')?.hotel(hotelId);

  async function recommendedView(row: RecommendedRow, at: Date, firstPhotos?: ReadonlyMap<string, readonly { imageId: string; width: number; height: number }[]>): Promise<OpsRecommended> {
    const hotel = ourHotel(row.hotelId);
    const photos = firstPhotos ?? (await hotels.source('inventory')?.photos([row.hotelId])) ?? new Map();
    const first = photos.get(row.hotelId)?.[0];
    return {
      id: row.id,
      hotelId: row.hotelId,
      hotelNameEn: hotel?.nameEn ?? row.hotelId,
      hotelNameMy: hotel?.nameMy ?? row.hotelId,
      blurbEn: row.blurbEn,
      blurbMy: row.blurbMy,
      imageId: row.imageId,
      picture: row.imageId && row.width && row.height ? { imageId: row.imageId, width: row.width, height: row.height } : first ? { imageId: first.imageId, width: first.width, height: first.height } : null,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      position: row.position,
      state: curatedState(row, at),
      updatedAt: row.updatedAt.toISOString(),
      updatedBy: row.updatedBy,
    };
  }

  function windowOf(request: { startsAt: string; endsAt: string }) {
    const window = { startsAt: new Date(request.startsAt), endsAt: new Date(request.endsAt) };
    if (curatedWindowProblem(window)) invalid('endsAt');
    return window;
  }

  async function bannerValues(request: BannerRequest, employee: Employee): Promise<BannerValues> {
    // The contract refuses another site already; this is the rule's one home should the contract loosen.
    if (!isOwnPagePath(request.link)) invalid('link');
    const missing = pairProblem(request.textEn, request.textMy);
    if (missing) invalid(missing === 'en' ? 'textEn' : 'textMy');
    if (!(await repository.image(request.imageId))) invalid('imageId');
    return { landing: request.landing, titleEn: request.titleEn, titleMy: request.titleMy, textEn: request.textEn ?? null, textMy: request.textMy ?? null, link: request.link, imageId: request.imageId, ...windowOf(request), updatedBy: employee.userId };
  }

  async function recommendedValues(request: RecommendedItemRequest, employee: Employee): Promise<RecommendedValues> {
    if (!ourHotel(request.hotelId)) invalid('hotelId');
    if (request.imageId && !(await repository.image(request.imageId))) invalid('imageId');
    return { hotelId: request.hotelId, blurbEn: request.blurbEn, blurbMy: request.blurbMy, imageId: request.imageId ?? null, ...windowOf(request), updatedBy: employee.userId };
  }

  function entry(employee: Employee, action: string, targetType: string, id: number, before: unknown, after: unknown) {
    return { actorId: employee.userId, action, targetType, targetId: String(id), before, after, address: employee.address };
  }

  async function move(which: CuratedTable, id: number, direction: 'up' | 'down', employee: Employee): Promise<void> {
    await withTransaction(db, async (transaction) => {
      const ids = await repository.lockOrder(transaction, which, now());
      if (!ids.includes(id)) throw new AppError('NOT_FOUND', 'params.id');
      const order = movedOrder(ids, id, direction);
      if (order.join() === ids.join()) return;
      await repository.setOrder(transaction, which, order, employee.userId);
      await audit.append(entry(employee, which === 'banners' ? 'banner.moved' : 'recommended.moved', which === 'banners' ? 'home_banner' : 'home_recommended', id, { order: ids }, { order }), transaction);
    });
    feeds.changed();
  }

  return {
    async list(): Promise<OpsHomeContentResponse['data']> {
      const at = now();
      const [banners, recommended] = await Promise.all([repository.listBanners(at, CURATED_LIST_LIMIT), repository.listRecommended(at, CURATED_LIST_LIMIT)]);
      const photos = (await hotels.source('inventory')?.photos([...new Set(recommended.map((row) => row.hotelId))])) ?? new Map();
      return {
        now: at.toISOString(),
        banners: banners.map((row) => bannerView(row, at)),
        recommended: await Promise.all(recommended.map((row) => recommendedView(row, at, photos))),
      };
    },

    async saveBanner(id: number | null, request: BannerRequest, employee: Employee): Promise<OpsBanner> {
      const values = await bannerValues(request, employee);
      const row = await withTransaction(db, async (transaction) => {
        if (id === null) {
          const created = await repository.insertBanner(transaction, values);
          await audit.append(entry(employee, 'banner.created', 'home_banner', created.id, null, bannerAudit(created)), transaction);
          return created;
        }
        const before = await repository.lockBanner(transaction, id);
        if (!before) throw new AppError('NOT_FOUND', 'params.id');
        if (JSON.stringify(bannerAudit(before)) === JSON.stringify(bannerAudit(values))) return before;
        const after = await repository.updateBanner(transaction, id, values);
        await audit.append(entry(employee, 'banner.edited', 'home_banner', id, bannerAudit(before), bannerAudit(after)), transaction);
        return after;
      });
      feeds.changed();
      return bannerView(row, now());
    },

    async endBanner(id: number, employee: Employee): Promise<OpsBanner> {
      const at = now();
      const row = await withTransaction(db, async (transaction) => {
        const before = await repository.lockBanner(transaction, id);
        if (!before) throw new AppError('NOT_FOUND', 'params.id');
        if (before.endsAt.getTime() <= at.getTime()) return before;
        // The window stays non-empty (a CHECK says so): a scheduled banner's becomes the millisecond before now.
        const startsAt = before.startsAt.getTime() < at.getTime() ? before.startsAt : new Date(at.getTime() - 1);
        const after = await repository.updateBanner(transaction, id, { startsAt, endsAt: at, updatedBy: employee.userId });
        await audit.append(entry(employee, 'banner.ended', 'home_banner', id, bannerAudit(before), bannerAudit(after)), transaction);
        return after;
      });
      feeds.changed();
      return bannerView(row, at);
    },

    moveBanner: (id: number, direction: 'up' | 'down', employee: Employee) => move('banners', id, direction, employee),

    async saveRecommended(id: number | null, request: RecommendedItemRequest, employee: Employee): Promise<OpsRecommended> {
      const values = await recommendedValues(request, employee);
      const row = await withTransaction(db, async (transaction) => {
        if (id === null) {
          const created = await repository.insertRecommended(transaction, values);
          await audit.append(entry(employee, 'recommended.created', 'home_recommended', created.id, null, recommendedAudit(created)), transaction);
          return created;
        }
        const before = await repository.lockRecommended(transaction, id);
        if (!before) throw new AppError('NOT_FOUND', 'params.id');
        if (JSON.stringify(recommendedAudit(before)) === JSON.stringify(recommendedAudit(values))) return before;
        const after = await repository.updateRecommended(transaction, id, values);
        await audit.append(entry(employee, 'recommended.edited', 'home_recommended', id, recommendedAudit(before), recommendedAudit(after)), transaction);
        return after;
      });
      feeds.changed();
      return recommendedView(row, now());
    },

    async endRecommended(id: number, employee: Employee): Promise<OpsRecommended> {
      const at = now();
      const row = await withTransaction(db, async (transaction) => {
        const before = await repository.lockRecommended(transaction, id);
        if (!before) throw new AppError('NOT_FOUND', 'params.id');
        if (before.endsAt.getTime() <= at.getTime()) return before;
        const startsAt = before.startsAt.getTime() < at.getTime() ? before.startsAt : new Date(at.getTime() - 1);
        const after = await repository.updateRecommended(transaction, id, { startsAt, endsAt: at, updatedBy: employee.userId });
        await audit.append(entry(employee, 'recommended.ended', 'home_recommended', id, recommendedAudit(before), recommendedAudit(after)), transaction);
        return after;
      });
      feeds.changed();
      return recommendedView(row, at);
    },

    moveRecommended: (id: number, direction: 'up' | 'down', employee: Employee) => move('recommended', id, direction, employee),
  };
}

export type HomeContent = ReturnType<typeof createHomeContent>;
