import type { GeneralAlertsResponse } from '@thwa/domain/contracts/operations-settings';
import type { ApiClient } from '../../lib/api-client.ts';
import type { SiteAlert } from './site-alerts.tsx';

/**
 * The alerts showing now on a product's landing page, in the page's language (GET /general-alerts).
 * An announcement is never worth a broken landing page: any failure shows none.
 */
export async function loadSiteAlerts(api: ApiClient, product: 'flight' | 'hotel', lang: 'en' | 'mm'): Promise<SiteAlert[]> {
  try {
    const { status, body } = await api.get<GeneralAlertsResponse>(`/general-alerts?product=${product}&language=${lang}`);
    return status === 200 ? body.data : [];
  } catch {
    return [];
  }
}
