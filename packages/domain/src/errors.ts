/**
 * The one error catalogue (spec §8). Every error the api answers carries a stable `errorCode` that
 * clients may branch on, an HTTP status that agrees with the body's `code`, and a message in both
 * languages. The web never invents its own wording for these: it shows the message the api sent.
 */
export const ERROR_CATALOGUE = {
  VALIDATION_FAILED: {
    status: 400,
    en: 'Some information is missing or not valid. Please check it and try again.',
    mm: 'အချက်အလက်အချို့ မပြည့်စုံ သို့မဟုတ် မမှန်ကန်ပါ။ စစ်ဆေးပြီး ထပ်မံကြိုးစားပါ။',
  },
  DESTINATION_REQUIRED: { status: 400, en: 'Destination city is required!', mm: 'သွားမည့်မြို့ ရွေးချယ်ရန် လိုအပ်ပါသည်။' },
  ORIGIN_EQUALS_DESTINATION: {
    status: 400,
    en: 'Origin and Destination must not be same.',
    mm: 'ထွက်ခွာမည့်နေရာနှင့် ဆိုက်ရောက်မည့်နေရာ မတူရပါ။',
  },
  AIRPORT_NOT_FOUND: {
    status: 400,
    en: 'We have no flights from or to this airport. Please choose another one.',
    mm: 'ဤလေဆိပ်သို့ သို့မဟုတ် ဤလေဆိပ်မှ ခရီးစဉ် မရှိပါ။ အခြားလေဆိပ်တစ်ခု ရွေးချယ်ပါ။',
  },
  DATE_IN_PAST: {
    status: 400,
    en: 'This date has already passed. Please choose today or a later date.',
    mm: 'ဤရက်စွဲ ကျော်လွန်သွားပါပြီ။ ယနေ့ သို့မဟုတ် နောက်ပိုင်းရက်တစ်ရက်ကို ရွေးချယ်ပါ။',
  },
  DATE_TOO_FAR: {
    status: 400,
    en: 'Flights can be booked up to one year ahead. Please choose an earlier date.',
    mm: 'လေယာဉ်လက်မှတ်ကို တစ်နှစ်အတွင်းသာ ကြိုတင်ဝယ်ယူနိုင်ပါသည်။ ပိုစောသောရက်စွဲကို ရွေးချယ်ပါ။',
  },
  RETURN_DATE_REQUIRED: { status: 400, en: 'Please choose a return date.', mm: 'ပြန်လာမည့်ရက် ရွေးချယ်ပါ။' },
  RETURN_BEFORE_DEPARTURE: {
    status: 400,
    en: 'The return date must not be before the departure date.',
    mm: 'ပြန်လာမည့်ရက်သည် ထွက်ခွာမည့်ရက်ထက် စော၍ မရပါ။',
  },
  TOO_MANY_INFANTS: {
    status: 400,
    en: 'Each infant travels on the lap of an adult, so there cannot be more infants than adults.',
    mm: 'ကလေးငယ်တစ်ဦးစီသည် လူကြီးတစ်ဦးနှင့်အတူ လိုက်ပါရသဖြင့် ကလေးငယ်ဦးရေသည် လူကြီးဦးရေထက် မများရပါ။',
  },
  TOO_MANY_SEATS: {
    status: 400,
    en: 'At most 9 travellers (adults and children) can book together.',
    mm: 'လူကြီးနှင့် ကလေး စုစုပေါင်း ၉ ဦးအထိသာ တစ်ကြိမ်တည်း ဘိုကင်တင်နိုင်ပါသည်။',
  },
  NOT_FOUND: {
    status: 404,
    en: "We're Sorry, the page you requested could not be found. Please go back to home page.",
    mm: 'တောင်းပန်ပါသည်။ သင်ရှာဖွေသော စာမျက်နှာကို မတွေ့ပါ။ ပင်မစာမျက်နှာသို့ ပြန်သွားပါ။',
  },
  CONTENT_NOT_FOUND: { status: 404, en: 'This page does not exist.', mm: 'ဤစာမျက်နှာ မရှိပါ။' },
  RATE_NOT_FOUND: {
    status: 404,
    en: 'No exchange rate is published for this currency pair.',
    mm: 'ဤငွေကြေးအတွဲအတွက် ငွေလဲနှုန်း မရှိသေးပါ။',
  },
  TOO_MANY_REQUESTS: {
    status: 429,
    en: 'Too many requests. Please wait a moment and try again.',
    mm: 'တောင်းဆိုမှု များလွန်းနေပါသည်။ ခဏစောင့်ပြီး ထပ်မံကြိုးစားပါ။',
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    en: 'This request is too large to be accepted. Please send less information at once.',
    mm: 'ဤတောင်းဆိုမှုသည် လက်ခံနိုင်ရန် ကြီးလွန်းပါသည်။ အချက်အလက်ကို တစ်ကြိမ်တည်း နည်းနည်းသာ ပေးပို့ပါ။',
  },
  BODY_TOO_DEEP: {
    status: 400,
    en: 'This request is nested too deeply to be read.',
    mm: 'ဤတောင်းဆိုမှုတွင် အဆင့်ဆင့် ထပ်နေသော အချက်အလက် များလွန်းသဖြင့် ဖတ်၍ မရပါ။',
  },
  FLIGHT_SOLD_OUT: { status: 409, en: 'Sorry, this flight is sold out.', mm: 'တောင်းပန်ပါသည်။ ဤလေယာဉ်ခရီးစဉ် လက်မှတ်ကုန်သွားပါပြီ။' },
  TIME_TOO_CLOSE: {
    status: 400,
    en: 'The departure and return flights are too close together. Please choose another flight.',
    mm: 'အသွားနှင့် အပြန် လေယာဉ်ချိန် နီးကပ်လွန်းပါသည်။ အခြားခရီးစဉ်ကို ရွေးချယ်ပါ။',
  },
  SESSION_TIMED_OUT: {
    status: 410,
    en: 'Your session has timed out. Please search again.',
    mm: 'သင့်ရှာဖွေမှု သက်တမ်းကုန်သွားပါပြီ။ ထပ်မံရှာဖွေပါ။',
  },
  FLIGHT_UNAVAILABLE: {
    status: 409,
    en: 'The requested flight is currently unavailable.',
    mm: 'တောင်းဆိုထားသော ခရီးစဉ်ကို လောလောဆယ် မရရှိနိုင်ပါ။',
  },
  PRICE_CHANGED: {
    status: 409,
    en: 'Flight prices change frequently. The price of your selection has changed.',
    mm: 'လေယာဉ်ခ မကြာခဏ ပြောင်းလဲတတ်ပါသည်။ သင်ရွေးထားသော ခရီးစဉ်၏ ဈေးနှုန်း ပြောင်းလဲသွားပါပြီ။',
  },
  SEAT_NOT_AVAILABLE: { status: 409, en: 'Sorry, the seat is not available.', mm: 'တောင်းပန်ပါသည်။ ထိုင်ခုံ မရရှိနိုင်တော့ပါ။' },
  BUS_SEAT_KEPT: {
    status: 409,
    en: 'This seat is beside a passenger of another booking and is kept for travellers of the same gender. Please choose another seat.',
    mm: 'ဤထိုင်ခုံသည် အခြားဘိုကင်မှ ခရီးသည်တစ်ဦး၏ ဘေးတွင်ရှိပြီး လိင်တူ ခရီးသည်များအတွက် ထားရှိပါသည်။ အခြားထိုင်ခုံ ရွေးချယ်ပါ။',
  },
  NO_FLIGHTS: {
    status: 404,
    en: 'No flights are available. Please call customer support.',
    mm: 'လေယာဉ်ခရီးစဉ် မရှိပါ။ ဖောက်သည်ဝန်ဆောင်မှုသို့ ဖုန်းဆက်ပါ။',
  },
  SESSION_EXPIRED: {
    status: 401,
    en: 'Your session has expired. Please sign in again to continue.',
    mm: 'သင့်အကောင့်ဝင်ချိန် ကုန်သွားပါပြီ။ ဆက်လက်လုပ်ဆောင်ရန် ပြန်လည်ဝင်ရောက်ပါ။',
  },
  NOT_ENOUGH_WALLET_BALANCE: {
    status: 402,
    en: 'There is not enough balance in your wallet.',
    mm: 'သင့်ပိုက်ဆံအိတ်တွင် လက်ကျန်ငွေ မလုံလောက်ပါ။',
  },
  NOT_ENOUGH_CREDIT: {
    status: 402,
    en: 'This booking is more than the credit your agency has left. Settle your statement, or pay another way.',
    mm: 'ဤဘိုကင်သည် သင့်အေဂျင်စီတွင် ကျန်ရှိသော အကြွေးထက် များနေပါသည်။ စာရင်းကို ငွေချေပါ သို့မဟုတ် အခြားနည်းဖြင့် ပေးချေပါ။',
  },
  GUARDIAN_REQUIRED: {
    status: 400,
    en: 'Insurance needs at least one guardian.',
    mm: 'အာမခံအတွက် အုပ်ထိန်းသူ အနည်းဆုံး တစ်ဦး လိုအပ်ပါသည်။',
  },
  HOTEL_NOT_AVAILABLE: { status: 409, en: 'Sorry, this hotel is not available.', mm: 'တောင်းပန်ပါသည်။ ဤဟိုတယ် မရရှိနိုင်ပါ။' },
  HOTEL_NOT_FOUND: {
    status: 404,
    en: 'Sorry, we could not find this hotel. Please search again.',
    mm: 'တောင်းပန်ပါသည်။ ဤဟိုတယ်ကို ရှာမတွေ့ပါ။ ထပ်မံရှာဖွေပါ။',
  },
  ROOM_NOT_AVAILABLE: { status: 409, en: 'Sorry, this room is not available.', mm: 'တောင်းပန်ပါသည်။ ဤအခန်း မရရှိနိုင်ပါ။' },
  ROOM_PRICE_CHANGED: { status: 409, en: 'The room price has changed.', mm: 'အခန်းဈေးနှုန်း ပြောင်းလဲသွားပါပြီ။' },
  BOOKING_NOT_AVAILABLE: { status: 409, en: 'This booking is not available.', mm: 'ဤဘိုကင် မရရှိနိုင်ပါ။' },
  INVENTORY_BELOW_TAKEN: {
    status: 409,
    en: 'That is fewer than are already sold or held. Lower it no further than what is taken.',
    mm: 'ရောင်းပြီး သို့မဟုတ် ထိန်းထားပြီးသည့် အရေအတွက်ထက် နည်းနေပါသည်။ ယူထားပြီးသည့် အရေအတွက်အောက် မလျှော့ပါနှင့်။',
  },
  HOTEL_PHOTOS_CHANGED: {
    status: 409,
    en: "Someone else changed this hotel's pictures while you were arranging them. Reload to see them.",
    mm: 'သင် စီစဉ်နေစဉ် အခြားသူတစ်ဦးက ဤဟိုတယ်၏ ဓာတ်ပုံများကို ပြောင်းလဲလိုက်ပါသည်။ ကြည့်ရန် ပြန်ဖွင့်ပါ။',
  },
  IMAGE_REJECTED: {
    status: 400,
    en: 'This file is not a picture we can take: send a JPEG, PNG, WebP, AVIF or SVG of at most 8 MB.',
    mm: 'ဤဖိုင်ကို ဓာတ်ပုံအဖြစ် လက်ခံ၍ မရပါ။ 8 MB အထိရှိသော JPEG၊ PNG၊ WebP၊ AVIF သို့မဟုတ် SVG ကို ပို့ပါ။',
  },
  PHOTO_ALREADY_IN_GALLERY: { status: 409, en: "This picture is in the hotel's gallery already.", mm: 'ဤဓာတ်ပုံသည် ဟိုတယ်၏ ဓာတ်ပုံစုတွင် ရှိပြီးဖြစ်ပါသည်။' },
  ORDER_ACTION_NOT_ALLOWED: { status: 409, en: "This order's status does not allow that action now.", mm: 'ဤအော်ဒါ၏ အခြေအနေတွင် ယခု ထိုလုပ်ဆောင်ချက်ကို ပြုလုပ်၍ မရပါ။' },
  REFUND_OVER_PAID: { status: 409, en: 'That refund is more than is left of what the item paid.', mm: 'ထိုငွေပြန်အမ်းမှုသည် ထိုပစ္စည်းအတွက် ပေးချေထားသည့်ငွေ၏ ကျန်ရှိငွေထက် များနေပါသည်။' },
  REFUND_NOT_WAITING: { status: 409, en: 'That refund is no longer waiting for approval: it was sent already.', mm: 'ထိုငွေပြန်အမ်းမှုသည် အတည်ပြုချက်ကို မစောင့်တော့ပါ။ ပို့ပြီးဖြစ်ပါသည်။' },
  REFUND_SELF_APPROVAL: { status: 403, en: 'A refund you asked for must be granted by another employee.', mm: 'သင်တောင်းဆိုထားသော ငွေပြန်အမ်းမှုကို အခြားဝန်ထမ်းတစ်ဦးက ခွင့်ပြုရပါမည်။' },
  REFUND_TARGET_NOT_ALLOWED: { status: 400, en: 'This order cannot be refunded there: a guest is refunded the way they paid, a wallet payment to the wallet.', mm: 'ဤအော်ဒါကို ထိုနေရာသို့ ငွေပြန်အမ်း၍ မရပါ။ ဧည့်သည်ကို ပေးချေခဲ့သည့်နည်းအတိုင်း၊ ပိုက်ဆံအိတ်ဖြင့် ပေးချေမှုကို ပိုက်ဆံအိတ်သို့ ပြန်အမ်းပါသည်။' },
  PROMOTION_CODE_TAKEN: { status: 409, en: 'A promotion with this code already exists.', mm: 'ဤကုဒ်ဖြင့် ပရိုမိုးရှင်း ရှိပြီးဖြစ်ပါသည်။' },
  AGENT_APPLICATION_OPEN: {
    status: 409,
    en: 'An application with this e-mail is already waiting for our answer. We will e-mail you soon.',
    mm: 'ဤအီးမေးလ်ဖြင့် လျှောက်လွှာတစ်စောင်သည် ကျွန်ုပ်တို့၏ အဖြေကို စောင့်နေပါပြီ။ မကြာမီ အီးမေးလ်ပို့ပါမည်။',
  },
  APPLICATION_DECIDED: { status: 409, en: 'This application was already decided.', mm: 'ဤလျှောက်လွှာကို ဆုံးဖြတ်ပြီးဖြစ်ပါသည်။' },
  LAST_ADMIN: {
    status: 409,
    en: 'This is the last admin: give another employee the admin group first.',
    mm: 'ဤသူသည် နောက်ဆုံး အက်ဒမင် ဖြစ်ပါသည်။ အခြားဝန်ထမ်းတစ်ဦးကို အက်ဒမင်အုပ်စု အရင်ပေးပါ။',
  },
  INVITATION_INVALID: {
    status: 400,
    en: 'This invitation link is not valid any more. Ask for a new invitation.',
    mm: 'ဤဖိတ်ကြားချက်လင့်ခ်သည် အသုံးမပြုနိုင်တော့ပါ။ ဖိတ်ကြားချက်အသစ် တောင်းပါ။',
  },
  CONTENT_CHANGED: {
    status: 409,
    en: 'Someone else saved this page while you were editing it. Reload it to see their changes.',
    mm: 'သင် ပြင်ဆင်နေစဉ် အခြားသူတစ်ဦးက ဤစာမျက်နှာကို သိမ်းဆည်းလိုက်ပါသည်။ ၎င်းတို့၏ ပြောင်းလဲမှုများကို ကြည့်ရန် ပြန်ဖွင့်ပါ။',
  },
  INSURANCE_DATES: {
    status: 400,
    en: 'Please choose cover that starts today or later, within a year, and ends on or after its first day.',
    mm: 'ယနေ့ သို့မဟုတ် နောက်ပိုင်း တစ်နှစ်အတွင်း စတင်ပြီး စတင်သည့်နေ့ သို့မဟုတ် နောက်ပိုင်းတွင် ပြီးဆုံးသော အာမခံကာလကို ရွေးပါ။',
  },
  INSURANCE_TOO_LONG: { status: 400, en: 'Travel insurance covers at most 30 days.', mm: 'ခရီးသွား အာမခံသည် အများဆုံး ရက် ၃၀ အထိသာ ကာကွယ်ပေးပါသည်။' },
  INSURANCE_AGE: { status: 400, en: 'Travel insurance is for travellers under 70.', mm: 'ခရီးသွား အာမခံကို အသက် ၇၀ အောက် ခရီးသွားများသာ ဝယ်ယူနိုင်ပါသည်။' },
  MISSING_GUARDIAN: {
    status: 400,
    en: 'Insurance needs at least one guardian: add a traveller aged 18 or older.',
    mm: 'အာမခံအတွက် အုပ်ထိန်းသူ အနည်းဆုံး တစ်ဦး လိုအပ်ပါသည်။ အသက် ၁၈ နှစ် နှင့်အထက် ခရီးသွားတစ်ဦး ထည့်ပါ။',
  },
  HEALTH_AGE: { status: 400, en: 'Health plans are for people aged 6 to 75.', mm: 'ကျန်းမာရေး အာမခံကို အသက် ၆ နှစ်မှ ၇၅ နှစ်အထိသာ ဝယ်ယူနိုင်ပါသည်။' },
  HEALTH_PLAN_MISMATCH: {
    status: 409,
    en: "This plan is not for the insured person's age. Please choose the plan for their age again.",
    mm: 'ဤအစီအစဉ်သည် အာမခံထားသူ၏ အသက်အတွက် မဟုတ်ပါ။ ၎င်းတို့၏ အသက်အတွက် အစီအစဉ်ကို ပြန်ရွေးပါ။',
  },
  BOOKING_NOT_CANCELLABLE: {
    status: 409,
    en: 'This booking cannot be cancelled online. Please call us and we will help.',
    mm: 'ဤဘိုကင်ကို အွန်လိုင်းမှ ပယ်ဖျက်၍ မရပါ။ ကျွန်ုပ်တို့ထံ ဖုန်းဆက်ပါ၊ ကူညီပေးပါမည်။',
  },
  TOO_MANY_UNPAID_BOOKINGS: {
    status: 409,
    en: 'You already have unpaid bookings holding seats. Please pay for them, or wait until their payment time ends, before booking more.',
    mm: 'သင့်တွင် ငွေမပေးချေရသေးသော ဘိုကင်များဖြင့် ထိုင်ခုံများ ထိန်းထားပြီး ဖြစ်ပါသည်။ ထပ်မံ ဘိုကင်မတင်မီ ၎င်းတို့ကို ငွေပေးချေပါ သို့မဟုတ် ငွေပေးချေချိန် ကုန်ဆုံးသည်အထိ စောင့်ပါ။',
  },
  PAYMENT_METHOD_REQUIRED: { status: 400, en: 'Please select a payment method.', mm: 'ငွေပေးချေမှုနည်းလမ်း ရွေးချယ်ပါ။' },
  PROMO_INVALID: {
    status: 400,
    en: 'This promo code cannot be used for this booking.',
    mm: 'ဤပရိုမိုကုဒ်ကို ဤဘိုကင်အတွက် အသုံးပြု၍ မရပါ။',
  },
  BOOKING_NOT_FOUND: {
    status: 404,
    en: 'We could not find a booking with this booking ID and email.',
    mm: 'ဤဘိုကင်နံပါတ်နှင့် အီးမေးလ်ဖြင့် ဘိုကင်ကို ရှာမတွေ့ပါ။',
  },
  IDEMPOTENCY_KEY_REQUIRED: {
    status: 400,
    en: 'This request needs an Idempotency-Key header.',
    mm: 'ဤတောင်းဆိုမှုတွင် Idempotency-Key header လိုအပ်ပါသည်။',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    en: 'This Idempotency-Key was already used for a different request.',
    mm: 'ဤ Idempotency-Key ကို အခြားတောင်းဆိုမှုတစ်ခုအတွက် အသုံးပြုပြီးဖြစ်သည်။',
  },
  REQUEST_IN_PROGRESS: {
    status: 409,
    en: 'The same request is still being processed. Please wait a moment.',
    mm: 'တူညီသော တောင်းဆိုမှုကို လုပ်ဆောင်နေဆဲ ဖြစ်ပါသည်။ ခဏစောင့်ပါ။',
  },
  /** The partner wallet's token could not be exchanged: forged, expired or already used (decision 041). */
  MINI_APP_TOKEN_REFUSED: {
    status: 401,
    en: 'We could not confirm who you are with your wallet app. Please open us again from the app.',
    mm: 'သင့်ပိုက်ဆံအိတ် အက်ပ်မှတစ်ဆင့် သင်မည်သူဖြစ်ကြောင်း အတည်မပြုနိုင်ပါ။ အက်ပ်မှ ပြန်ဖွင့်ပါ။',
  },
  PAYMENT_REJECTED: {
    status: 400,
    en: 'The payment result could not be verified.',
    mm: 'ငွေပေးချေမှုရလဒ်ကို အတည်မပြုနိုင်ပါ။',
  },
  PAYMENT_NOT_CONFIRMABLE: {
    status: 409,
    en: 'This payment cannot be confirmed: it is already paid or failed, its code has expired, or its booking is no longer awaiting it.',
    mm: 'ဤငွေပေးချေမှုကို အတည်ပြု၍ မရပါ။ ပေးချေပြီး သို့မဟုတ် မအောင်မြင်ပြီး ဖြစ်သည်၊ ၎င်း၏ ကုဒ် သက်တမ်းကုန်သွားပြီ သို့မဟုတ် ၎င်း၏ ဘိုကင်သည် ဤငွေကို မစောင့်တော့ပါ။',
  },
  PAYMENT_AMOUNT_MISMATCH: {
    status: 400,
    en: 'The amount received must be exactly the amount of the payment.',
    mm: 'လက်ခံရရှိသော ငွေပမာဏသည် ငွေပေးချေမှု ပမာဏနှင့် အတိအကျ တူညီရပါမည်။',
  },
  TICKET_NOT_READY: {
    status: 404,
    en: 'The e-ticket is not ready yet. Please try again in a moment.',
    mm: 'အီး-လက်မှတ် မအဆင်သင့်သေးပါ။ ခဏအကြာတွင် ထပ်ကြိုးစားပါ။',
  },
  REVIEW_NOT_OPEN: {
    status: 409,
    en: 'This stay cannot be reviewed: reviews open the day after check-out, for 60 days, for stays that took place.',
    mm: 'ဤတည်းခိုမှုကို သုံးသပ်၍ မရပါ။ သုံးသပ်ချက်ကို ဟိုတယ်မှ ထွက်ပြီး နောက်တစ်နေ့မှ ရက် ၆၀ အတွင်း၊ တကယ်တည်းခိုခဲ့သော ဘိုကင်များအတွက်သာ ရေးနိုင်ပါသည်။',
  },
  UNAUTHORIZED: { status: 401, en: 'Please sign in to continue.', mm: 'ဆက်လက်လုပ်ဆောင်ရန် အကောင့်သို့ ဝင်ရောက်ပါ။' },
  FORBIDDEN: {
    status: 403,
    en: 'You do not have permission to do this.',
    mm: 'ဤလုပ်ဆောင်ချက်ကို ပြုလုပ်ခွင့် မရှိပါ။',
  },
  CONSOLE_SESSION_REQUIRED: {
    status: 401,
    en: 'Open the operations console with the code we send you: its session has ended or was never opened.',
    mm: 'လုပ်ငန်းစီမံခန့်ခွဲမှုစနစ်ကို ကျွန်ုပ်တို့ပို့သော ကုဒ်ဖြင့် ဖွင့်ပါ။ ၎င်း၏ အသုံးပြုချိန် ကုန်ဆုံးသွားပြီ သို့မဟုတ် မဖွင့်ရသေးပါ။',
  },
  INVALID_CREDENTIALS: {
    status: 401,
    en: 'The email, phone number or password is not correct.',
    mm: 'အီးမေးလ်၊ ဖုန်းနံပါတ် သို့မဟုတ် စကားဝှက် မမှန်ကန်ပါ။',
  },
  ACCOUNT_NOT_ACTIVE: {
    status: 403,
    en: 'This account is not active. Activate it with the code we sent, or contact support.',
    mm: 'ဤအကောင့် အသက်မဝင်သေးပါ။ ပို့ပေးထားသော ကုဒ်ဖြင့် အသက်သွင်းပါ သို့မဟုတ် ဝန်ဆောင်မှုဌာနသို့ ဆက်သွယ်ပါ။',
  },
  // A sub-agent its agent deactivated: no code of ours opens it again, only its agent can.
  ACCOUNT_PAUSED: {
    status: 403,
    en: 'Your account is paused by your agent. Please ask your agent to activate it again.',
    mm: 'သင့်အကောင့်ကို သင့်ကိုယ်စားလှယ်က ခေတ္တရပ်ထားပါသည်။ ပြန်လည်အသက်သွင်းရန် သင့်ကိုယ်စားလှယ်ကို ဆက်သွယ်ပါ။',
  },
  ACCOUNT_EXISTS: {
    status: 409,
    en: 'An account with this email or phone number already exists. Please sign in.',
    mm: 'ဤအီးမေးလ် သို့မဟုတ် ဖုန်းနံပါတ်ဖြင့် အကောင့်ရှိပြီးဖြစ်သည်။ ဝင်ရောက်ပါ။',
  },
  USER_NOT_FOUND: { status: 404, en: 'We could not find this account.', mm: 'ဤအကောင့်ကို ရှာမတွေ့ပါ။' },
  OTP_INVALID: {
    status: 400,
    en: 'The code is not correct or has expired. Please check it or ask for a new one.',
    mm: 'ကုဒ် မမှန်ကန်ပါ သို့မဟုတ် သက်တမ်းကုန်သွားပါပြီ။ စစ်ဆေးပါ သို့မဟုတ် ကုဒ်အသစ် တောင်းပါ။',
  },
  OTP_TOO_MANY_TRIES: {
    status: 429,
    en: 'Too many wrong codes. Please ask for a new code.',
    mm: 'ကုဒ်မှားယွင်းမှု များလွန်းပါသည်။ ကုဒ်အသစ် တောင်းပါ။',
  },
  PASSWORD_TOO_SHORT: {
    status: 400,
    en: 'The password must have at least 8 characters.',
    mm: 'စကားဝှက်တွင် အနည်းဆုံး စာလုံး ၈ လုံး ပါရပါမည်။',
  },
  PASSWORD_TOO_COMMON: {
    status: 400,
    en: 'This password is too common. Please choose another one.',
    mm: 'ဤစကားဝှက်ကို လူအများ အသုံးပြုလွန်းပါသည်။ အခြားတစ်ခု ရွေးချယ်ပါ။',
  },
  PASSWORD_WRONG: {
    status: 400,
    en: 'Your current password is not correct.',
    mm: 'လက်ရှိ စကားဝှက် မမှန်ကန်ပါ။',
  },
  TRAVELER_NOT_FOUND: { status: 404, en: 'This saved traveller does not exist.', mm: 'သိမ်းဆည်းထားသော ခရီးသည် မရှိပါ။' },
  SUB_AGENT_NOT_FOUND: { status: 404, en: 'This sub-agent does not exist.', mm: 'ဤကိုယ်စားလှယ်ခွဲ မရှိပါ။' },
  SERVICE_UNAVAILABLE: {
    status: 503,
    en: 'The service is temporarily unavailable. Please try again shortly.',
    mm: 'ဝန်ဆောင်မှု ယာယီ ရပ်ဆိုင်းထားပါသည်။ ခဏအကြာတွင် ထပ်မံကြိုးစားပါ။',
  },
  UNEXPECTED: {
    status: 500,
    en: 'An unexpected error occurred. Please try again.',
    mm: 'မမျှော်လင့်ထားသော အမှားတစ်ခု ဖြစ်ပွားခဲ့သည်။ ထပ်မံကြိုးစားပါ။',
  },
} as const satisfies Record<string, { status: number; en: string; mm: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export function errorStatus(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}

export function errorMessage(code: ErrorCode, lang: 'en' | 'mm'): string {
  return ERROR_CATALOGUE[code][lang];
}
