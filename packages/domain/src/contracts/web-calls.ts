import type { z } from 'zod';
import { OkResponse, ActivateResponse, ChangePasswordResponse, DeleteAccountResponse, EditProfileResponse, ForgotPasswordResponse, GetSubAgentResponse, GetUserResponse, LoginResponse, RegisterResponse, ResendOtpResponse, SubAgentResponse } from './accounts.ts';
import { AgentStatementResponse } from './agent-account.ts';
import { CampaignResponse } from './campaign.ts';
import { CheckoutConfirmResponse } from './checkout-confirm.ts';
import { CancelCodeSentResponse, CheckoutResponse, FieldErrorsResponse, FlightStoreResponse, NrcTownshipsResponse, OfflineStoreResponse, OrderDetailResponse, VerifyFlightResponse } from './booking.ts';
import { ErrorResponse } from './common.ts';
import { ContentPageResponse } from './content.ts';
import { AuditLogResponse, ConsoleActorResponse, ConsoleClosedResponse, ConsoleCodeResponse, ConsoleOpenResponse } from './operations.ts';
import { OpsOrderPageResponse, OpsOrderSearchResponse } from './ops-orders.ts';
import { OrderActionResponse } from './operations-order-actions.ts';
import { OrderMessageResponse, OrderRefundsResponse, RefundRequestResponse, WaitingRefundsResponse } from './operations-refunds.ts';
import { ConfirmPaymentResponse, OpsQueuesResponse } from './ops-queues.ts';
import {
  AcceptInvitationResponse,
  AgentApplicationResponse,
  AgentResponse,
  ApplicationDecisionResponse,
  EmployeeResponse,
  InvitationLookupResponse,
  InviteEmployeeResponse,
  OpsAgentsResponse,
  OpsEmployeesResponse,
} from './operations-people.ts';
import {
  ModerationResponse,
  OpsFlightDateResponse,
  OpsFlightInventoryResponse,
  OpsFlightSchedulesResponse,
  OpsHotelContentResponse,
  OpsHotelInventoryResponse,
  OpsHotelsResponse,
  OpsReportedReviewsResponse,
  OpsRoomNightsResponse,
  OpsRouteFaresResponse,
} from './operations-inventory.ts';
import {
  ContentPreviewResponse,
  GeneralAlertsResponse,
  OpsAlertResponse,
  OpsAlertsResponse,
  OpsContentPageResponse,
  OpsContentPagesResponse,
  OpsPromotionResponse,
  OpsPromotionsResponse,
  OpsRatesResponse,
  SetRateResponse,
} from './operations-settings.ts';
import { BannersResponse, CuratedImageResponse, OpsBannerResponse, OpsHomeContentResponse, OpsRecommendedResponse, RecommendedResponse } from './curated.ts';
import { PublicKeyResponse } from './crypto.ts';
import { AirportSearchResponse, FlightSearchResponse, NumberOfFlightsResponse } from './flights.ts';
import { AllCheckoutResponse, MakePaymentResponse } from './payments.ts';
import { HotelReviewsResponse, ReviewFormResponse, ReviewReportResponse, ReviewSubmitResponse } from './hotel-reviews.ts';
import { PRODUCT_WEB_CALLS } from './products.ts';
import { CountryCodesResponse, CurrencyConversionResponse } from './settings.ts';
import { CrossSellResponse } from './cross-sell.ts';
import { MiniAppSessionResponse, OpenMiniAppResponse } from './mini-app.ts';
import { HotDealsResponse } from './hot-deals.ts';
import { PopularDestinationResponse, PopularLineResponse, PopularRouteResponse, TrendingAnswer } from './popular.ts';
import { SavedTravelerDeleteResponse, SavedTravelerListResponse, SavedTravelerResponse } from './travelers.ts';
import { CancelTripResponse, MyTripsResponse, PurchaseHistoryResponse } from './trips.ts';
import { AllTopupResponse, TopupStatusResponse, WalletHistoryResponse } from './wallet.ts';

/**
 * Every api call the web makes, with the contract of its successful answer: the web client parses
 * each answer with it (apps/web/app/lib/api-client.ts), so an answer that drifted from what the web
 * expects fails where it arrives, in a test, instead of surfacing as a broken page for a customer.
 * `apps/api/test/web-calls.test.ts` checks each entry is the very schema the api answers with.
 * Paths are below /api, written as OpenAPI writes them: `{name}` stands for one path segment.
 * Each product's calls come from the products' type map (products.ts PRODUCT_WEB_CALLS), but flights':
 * their contracts are in booking.ts, which that map cannot import without a load-time cycle.
 */
export const WEB_CALLS = {
  'GET /crypto/public-key': PublicKeyResponse,
  'GET /content/pages/{slug}': ContentPageResponse,
  'POST /setting/countrycodes': CountryCodesResponse,
  'POST /setting/v2/currencyconversion': CurrencyConversionResponse,
  'POST /campaign/{slug}': CampaignResponse,
  'POST /v2/cms/popularDestination': PopularDestinationResponse,
  'POST /cms/popularRoute': PopularRouteResponse,
  'POST /cms/popularLine': PopularLineResponse,
  'POST /cms/hotDeals': HotDealsResponse,

  'GET /flight': AirportSearchResponse,
  // Trending of both products (decision 039): the airport drawer's flight answer or a hotel one.
  'GET /trending/destination': TrendingAnswer,
  'POST /flight/v4/makeRequest': FlightSearchResponse,
  'POST /api/v1/requestRoundTrip': FlightSearchResponse,
  'POST /numberOfFlights': NumberOfFlightsResponse,
  'POST /flight/v3/verifyFlight': VerifyFlightResponse,
  'POST /api/v1/verifyFlight': VerifyFlightResponse,
  'GET /flight/checkout': CheckoutResponse,
  // The spec's one confirm path, a flight's or a health plan's (its answer is either): it stays with
  // the flights' calls, as its contract is in booking.ts next to the flight's confirmation.
  'POST /checkout/v2/confirm': CheckoutConfirmResponse,
  'POST /order/v6/flight/store': FlightStoreResponse,
  'POST /order/offline/store': OfflineStoreResponse,

  ...PRODUCT_WEB_CALLS,

  'GET /hotel/reviews/form': ReviewFormResponse,
  'POST /hotel/reviews/submit': ReviewSubmitResponse,
  'GET /hotel/{hotelId}/reviews': HotelReviewsResponse,
  'POST /hotel/reviews/{reviewId}/report': ReviewReportResponse,

  'POST /order/detail': OrderDetailResponse,
  'POST /cross-sell': CrossSellResponse,
  // The partner-wallet mini-app session (issue 22 item 5, decision 041).
  'POST /mini-app/session': OpenMiniAppResponse,
  'GET /mini-app/session': MiniAppSessionResponse,
  'POST /myaccount/trackbooking': OrderDetailResponse,
  'POST /myaccount/trackbooking/cancel/code': CancelCodeSentResponse,
  'POST /myaccount/trackbooking/cancel': OrderDetailResponse,
  'POST /order/cancel': OrderDetailResponse,
  'GET /nrc/townships': NrcTownshipsResponse,

  'POST /checkout/v5/all-checkout': AllCheckoutResponse,
  'POST /pay/makepayment': MakePaymentResponse,

  'POST /auth/realms/{type}/protocol/openid-connect/logout': OkResponse,
  'POST /v4/user/register': RegisterResponse,
  'POST /v4/user/activate': ActivateResponse,
  'POST /v4/{type}/resendOTP': ResendOtpResponse,
  'POST /v4/{type}/forgotPassword': ForgotPasswordResponse,
  'POST /v4/{type}/changePassword': ChangePasswordResponse,
  'POST /v4/{type}/login': LoginResponse,
  'POST /v4/{type}/getUser': GetUserResponse,
  'POST /v4/{type}/edit': EditProfileResponse,
  'POST /v4/{type}/delete': DeleteAccountResponse,
  'POST /v4/agent/getSubAgent': GetSubAgentResponse,
  'POST /v4/agent/addSubAgent': SubAgentResponse,
  'POST /v4/agent/editSubAgent': SubAgentResponse,
  'POST /v4/agent/changeSubAgentStatus': SubAgentResponse,
  'POST /v4/agent/resetSubAgentPassword': SubAgentResponse,

  'POST /checkout/v4/all-topup': AllTopupResponse,
  'POST /myaccount/wallet-topups/detail': TopupStatusResponse,
  'POST /myaccount/wallet-histories': WalletHistoryResponse,
  'POST /myaccount/agent-statement': AgentStatementResponse,
  'POST /myaccount/saved-travelers': SavedTravelerListResponse,
  'POST /myaccount/saved-travelers/store': SavedTravelerResponse,
  'POST /myaccount/saved-travelers/update': SavedTravelerResponse,
  'POST /myaccount/saved-travelers/delete': SavedTravelerDeleteResponse,
  'POST /myaccount/my-trips': MyTripsResponse,
  'POST /myaccount/my-trips/cancel': CancelTripResponse,
  'POST /myaccount/purchasehistory': PurchaseHistoryResponse,

  // The operations console (issue 20): its session, who is in it, and the audit log.
  'POST /ops/session/code': ConsoleCodeResponse,
  'POST /ops/session': ConsoleOpenResponse,
  'GET /ops/me': ConsoleActorResponse,
  'DELETE /ops/session': ConsoleClosedResponse,
  'GET /ops/audit': AuditLogResponse,
  'GET /ops/queues': OpsQueuesResponse,
  'GET /ops/inventory/flights': OpsFlightSchedulesResponse,
  'GET /ops/inventory/flight-dates': OpsFlightInventoryResponse,
  'POST /ops/inventory/flight-dates/{flightId}/seats': OpsFlightDateResponse,
  'POST /ops/inventory/flight-dates/{flightId}/discount': OpsFlightDateResponse,
  'POST /ops/inventory/flights/{flightNumber}/fares': OpsRouteFaresResponse,
  'GET /ops/inventory/hotels': OpsHotelsResponse,
  'GET /ops/inventory/hotels/{hotelId}': OpsHotelInventoryResponse,
  'POST /ops/inventory/room-types/{roomTypeId}/allotment': OpsRoomNightsResponse,
  'POST /ops/inventory/room-types/{roomTypeId}/rate': OpsRoomNightsResponse,
  'GET /ops/hotels': OpsHotelsResponse,
  'GET /ops/hotels/{hotelId}': OpsHotelContentResponse,
  'POST /ops/hotels/{hotelId}/description': OpsHotelContentResponse,
  'POST /ops/hotels/{hotelId}/photos/order': OpsHotelContentResponse,
  'DELETE /ops/hotels/{hotelId}/photos/{imageId}': OpsHotelContentResponse,
  'GET /ops/reviews/reported': OpsReportedReviewsResponse,
  'POST /ops/reviews/{reviewId}/hide': ModerationResponse,
  'POST /ops/reviews/{reviewId}/keep': ModerationResponse,
  'POST /ops/payments/{paymentId}/confirm': ConfirmPaymentResponse,
  'GET /ops/orders': OpsOrderSearchResponse,
  'GET /ops/orders/{orderId}': OpsOrderPageResponse,
  'POST /ops/orders/{orderId}/confirm-fare': OrderActionResponse,
  'POST /ops/orders/{orderId}/reject': OrderActionResponse,
  'POST /ops/orders/{orderId}/retry-fulfilment': OrderActionResponse,
  'POST /ops/orders/{orderId}/cancel': OrderActionResponse,
  'GET /ops/orders/{orderId}/refunds': OrderRefundsResponse,
  'POST /ops/orders/{orderId}/refunds': RefundRequestResponse,
  'GET /ops/refunds': WaitingRefundsResponse,
  'POST /ops/refunds/{refundId}/grant': RefundRequestResponse,
  'POST /ops/orders/{orderId}/resend': OrderMessageResponse,
  'POST /ops/orders/{orderId}/notes': OrderMessageResponse,
  // The console's business settings (issue 20 item 4), and the site alerts they write.
  'GET /ops/settings/rates': OpsRatesResponse,
  'POST /ops/settings/rates': SetRateResponse,
  'GET /ops/promotions': OpsPromotionsResponse,
  'POST /ops/promotions': OpsPromotionResponse,
  'POST /ops/promotions/{code}': OpsPromotionResponse,
  'POST /ops/promotions/{code}/end': OpsPromotionResponse,
  'GET /ops/content/pages': OpsContentPagesResponse,
  'GET /ops/content/pages/{slug}': OpsContentPageResponse,
  'POST /ops/content/pages/{slug}': OpsContentPageResponse,
  'POST /ops/content/preview': ContentPreviewResponse,
  'GET /ops/content/alerts': OpsAlertsResponse,
  'POST /ops/content/alerts': OpsAlertResponse,
  'POST /ops/content/alerts/{id}': OpsAlertResponse,
  'POST /ops/content/alerts/{id}/end': OpsAlertResponse,
  'GET /general-alerts': GeneralAlertsResponse,
  // The home page's curated items (decision 040): the spec's feeds, and their console.
  'POST /cms/banners': BannersResponse,
  'POST /v2/cms/recommended': RecommendedResponse,
  'GET /ops/content/home': OpsHomeContentResponse,
  'POST /ops/content/home/images': CuratedImageResponse,
  'POST /ops/content/home/banners': OpsBannerResponse,
  'POST /ops/content/home/banners/{id}': OpsBannerResponse,
  'POST /ops/content/home/banners/{id}/end': OpsBannerResponse,
  'POST /ops/content/home/banners/{id}/move': OpsHomeContentResponse,
  'POST /ops/content/home/recommended': OpsRecommendedResponse,
  'POST /ops/content/home/recommended/{id}': OpsRecommendedResponse,
  'POST /ops/content/home/recommended/{id}/end': OpsRecommendedResponse,
  'POST /ops/content/home/recommended/{id}/move': OpsHomeContentResponse,
  // The console's people (issue 20 item 5), and the public calls of an applying agent and an invited employee.
  'POST /v4/agent/apply': AgentApplicationResponse,
  'POST /v4/employee/invitation': InvitationLookupResponse,
  'POST /v4/employee/acceptInvitation': AcceptInvitationResponse,
  'GET /ops/agents': OpsAgentsResponse,
  'POST /ops/agents/applications/{applicationId}/approve': ApplicationDecisionResponse,
  'POST /ops/agents/applications/{applicationId}/reject': ApplicationDecisionResponse,
  'POST /ops/agents/{agentId}/suspend': AgentResponse,
  'POST /ops/agents/{agentId}/reactivate': AgentResponse,
  'POST /ops/agents/{agentId}/terms': AgentResponse,
  'GET /ops/agents/{agentId}/statement': AgentStatementResponse,
  'POST /ops/agents/{agentId}/settlements': AgentStatementResponse,
  'GET /ops/employees': OpsEmployeesResponse,
  'POST /ops/employees/invitations': InviteEmployeeResponse,
  'POST /ops/employees/{userId}/groups': EmployeeResponse,
} satisfies Record<string, z.ZodType>;

export type WebCall = keyof typeof WEB_CALLS;

/** Every failed answer of the api: the catalogue's error body, or a 400 that names each wrong field. */
export const FailedAnswer = FieldErrorsResponse.or(ErrorResponse);

/** Every call's method and path segments, split once: the web looks a contract up on each api call. */
const CALL_PATTERNS = Object.entries(WEB_CALLS).map(([call, contract]) => {
  const [method, pattern] = call.split(' ') as [string, string];
  return { method, segments: pattern.split('/'), contract: contract as z.ZodType };
});

/** The contract of a call's successful answer, or null for a call the web is not known to make. */
export function successContractOf(method: 'GET' | 'POST' | 'DELETE', path: string): z.ZodType | null {
  const have = path.split('?')[0]!.split('/');
  const found = CALL_PATTERNS.find(
    ({ method: callMethod, segments }) =>
      callMethod === method &&
      segments.length === have.length &&
      segments.every((segment, index) => (segment.startsWith('{') ? have[index] !== '' : segment === have[index])),
  );
  return found?.contract ?? null;
}
