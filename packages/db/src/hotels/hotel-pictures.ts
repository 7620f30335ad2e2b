import type { HotelPhotoKind } from '@thwa/domain/hotels/hotel-photos';
import type { BedType, HotelType } from '@thwa/domain/hotels/hotel-codes';
import type { DestinationKind, HotelPlace } from './destinations.ts';
import type { Hotel, HotelRoomType } from './hotel-catalogue.ts';
import { seededRandom, type Random } from './random.ts';

/**
 * Every hotel's and room's own pictures, drawn by us (design §10: no image from outside): flat
 * illustrations the size of a photo (1200 × 900, 4:3) of the building of the hotel's type, the view
 * of its place (the lake, the beach, the hills, the pagodas, the city), its lobby and pool where it
 * has them, breakfast, and for each room type its room (by bed) and its bathroom. Colours and what
 * stands where are drawn from the hotel's id (and the room's code), so each hotel looks its own and
 * the same on every run. Each is a few KB of SVG; the image pipeline makes the sizes a page asks for.
 */

export const PICTURE_WIDTH = 1200;
export const PICTURE_HEIGHT = 900;

export interface HotelPicture {
  kind: HotelPhotoKind;
  /** The room type's code for its room and bathroom; null for the hotel's own pictures. */
  roomCode: string | null;
  svg: string;
  captionEn: string;
  captionMy: string;
}

const SKIES = [
  ['#8fd3f4', '#e6f6fb'],
  ['#f6c28b', '#fde9cf'],
  ['#a7d8de', '#eef8f6'],
  ['#c3b1e1', '#f4e9f7'],
  ['#9ecbf0', '#f2f7fd'],
] as const;
const WALLS = ['#f3e3c3', '#e8d5b7', '#dfe8e1', '#f1d6c8', '#e3e0f0', '#f5efe0'] as const;
const FACADES = ['#0f5e5a', '#8a5f0a', '#b4553b', '#4a6b8a', '#6b5b95', '#3f7d4e'] as const;
const ACCENTS = ['#e0a526', '#c0392b', '#15736c', '#2e86c1', '#8e44ad', '#d35400'] as const;
const FLOORS = ['#b98b5e', '#a0785a', '#c9b79c', '#8c6e54', '#d8c3a5'] as const;

/** Numbers in the markup: whole pixels keep each picture small and the same on every runtime. */
const n = (value: number) => String(Math.round(value));

function svg(body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" viewBox="0 0 ${PICTURE_WIDTH} ${PICTURE_HEIGHT}">${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>`;
}

function sky(random: Random, id: string, horizon = 900): { defs: string; body: string } {
  const [top, bottom] = random.pick(SKIES);
  const sunX = random.int(150, 1050);
  const clouds = Array.from({ length: random.int(1, 3) }, () => {
    const x = random.int(80, 1000);
    const y = random.int(70, 260);
    return `<g fill="#fff" opacity=".85"><ellipse cx="${x}" cy="${y}" rx="70" ry="26"/><ellipse cx="${x + 50}" cy="${y - 18}" rx="50" ry="30"/><ellipse cx="${x + 100}" cy="${y}" rx="60" ry="22"/></g>`;
  }).join('');
  return {
    defs: `<linearGradient id="s${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    body: `<rect width="1200" height="${horizon}" fill="url(#s${id})"/><circle cx="${sunX}" cy="${random.int(110, 200)}" r="${random.int(45, 70)}" fill="#f7d154" opacity=".9"/>${clouds}`,
  };
}

/** Rows of lit windows over a façade, as one pattern (a handful of bytes whatever the building's size). */
function windowPattern(id: string, width: number, height: number, fill: string): string {
  return `<pattern id="w${id}" width="${width}" height="${height}" patternUnits="userSpaceOnUse"><rect x="${n(width * 0.22)}" y="${n(height * 0.2)}" width="${n(width * 0.56)}" height="${n(height * 0.55)}" rx="4" fill="${fill}"/></pattern>`;
}

function tree(x: number, ground: number, size: number, leaf = '#3f7d4e'): string {
  return `<rect x="${n(x - size * 0.08)}" y="${n(ground - size)}" width="${n(size * 0.16)}" height="${n(size)}" fill="#6b4a2b"/><circle cx="${n(x)}" cy="${n(ground - size)}" r="${n(size * 0.45)}" fill="${leaf}"/>`;
}

function palm(x: number, ground: number, size: number): string {
  const top = ground - size;
  return `<path d="M${n(x)} ${n(ground)}q${n(size * 0.1)} ${n(-size * 0.5)} ${n(size * 0.05)} ${n(-size)}" stroke="#7a5230" stroke-width="${n(size * 0.07)}" fill="none"/><g stroke="#2f8f4e" stroke-width="${n(size * 0.09)}" fill="none" stroke-linecap="round"><path d="M${n(x + size * 0.05)} ${n(top)}q${n(-size * 0.3)} ${n(-size * 0.15)} ${n(-size * 0.5)} ${n(size * 0.12)}"/><path d="M${n(x + size * 0.05)} ${n(top)}q${n(size * 0.3)} ${n(-size * 0.15)} ${n(size * 0.5)} ${n(size * 0.12)}"/><path d="M${n(x + size * 0.05)} ${n(top)}q${n(-size * 0.1)} ${n(-size * 0.3)} ${n(-size * 0.35)} ${n(-size * 0.25)}"/><path d="M${n(x + size * 0.05)} ${n(top)}q${n(size * 0.15)} ${n(-size * 0.3)} ${n(size * 0.38)} ${n(-size * 0.22)}"/></g>`;
}

/** A stupa: terraces, the bell and the spire with its umbrella (hti). */
function stupa(x: number, ground: number, size: number, fill: string): string {
  const w = size * 0.5;
  return `<g fill="${fill}"><rect x="${n(x - w)}" y="${n(ground - size * 0.16)}" width="${n(w * 2)}" height="${n(size * 0.16)}"/><rect x="${n(x - w * 0.8)}" y="${n(ground - size * 0.28)}" width="${n(w * 1.6)}" height="${n(size * 0.12)}"/><path d="M${n(x - w * 0.65)} ${n(ground - size * 0.28)}Q${n(x - w * 0.6)} ${n(ground - size * 0.62)} ${n(x)} ${n(ground - size * 0.7)}Q${n(x + w * 0.6)} ${n(ground - size * 0.62)} ${n(x + w * 0.65)} ${n(ground - size * 0.28)}Z"/><path d="M${n(x - w * 0.16)} ${n(ground - size * 0.68)}L${n(x)} ${n(ground - size)}L${n(x + w * 0.16)} ${n(ground - size * 0.68)}Z"/></g>`;
}

// ---------------------------------------------------------------- the building, by the hotel's type

function building(type: HotelType, random: Random, id: string): { defs: string; body: string } {
  const facade = random.pick(FACADES);
  const accent = random.pick(ACCENTS);
  const x = random.int(300, 480);
  const ground = 760;
  const defs = windowPattern(id, 60, 64, '#fdf3d7');
  let body: string;
  switch (type) {
    case 'resort':
      body = `<rect x="${x - 160}" y="${ground - 200}" width="620" height="200" fill="${facade}"/><path d="M${x - 200} ${ground - 200}L${x + 150} ${ground - 330}L${x + 500} ${ground - 200}Z" fill="#6b4a2b"/><rect x="${x - 140}" y="${ground - 180}" width="580" height="130" fill="url(#w${id})"/><rect x="${x + 110}" y="${ground - 90}" width="80" height="90" fill="${accent}"/>${palm(x - 230, ground, 260)}${palm(x + 560, ground, 300)}`;
      break;
    case 'guest_house':
      body = `<rect x="${x}" y="${ground - 230}" width="380" height="230" fill="${facade}"/><path d="M${x - 40} ${ground - 228}L${x + 190} ${ground - 390}L${x + 420} ${ground - 228}Z" fill="${accent}"/><rect x="${x + 30}" y="${ground - 200}" width="320" height="120" fill="url(#w${id})"/><rect x="${x + 160}" y="${ground - 110}" width="60" height="110" fill="#fdf3d7"/>${tree(x - 90, ground, 200)}${tree(x + 500, ground, 160, '#5c9e4f')}`;
      break;
    case 'serviced_apartment':
      body = `<rect x="${x - 60}" y="${ground - 520}" width="240" height="520" fill="${facade}"/><rect x="${x + 200}" y="${ground - 430}" width="240" height="430" fill="${accent}" opacity=".85"/><rect x="${x - 40}" y="${ground - 500}" width="200" height="440" fill="url(#w${id})"/><rect x="${x + 220}" y="${ground - 410}" width="200" height="350" fill="url(#w${id})"/><rect x="${x - 60}" y="${ground - 60}" width="500" height="60" fill="#0a3a38"/>${tree(x + 560, ground, 180)}`;
      break;
    case 'motel':
      body = `<rect x="${x - 200}" y="${ground - 150}" width="700" height="150" fill="${facade}"/><rect x="${x - 220}" y="${ground - 170}" width="740" height="26" fill="${accent}"/><rect x="${x - 180}" y="${ground - 130}" width="660" height="70" fill="url(#w${id})"/><rect x="${x + 560}" y="${ground - 320}" width="16" height="320" fill="#555"/><rect x="${x + 520}" y="${ground - 380}" width="100" height="70" rx="8" fill="${accent}"/><rect x="${x - 120}" y="${ground + 40}" width="130" height="50" rx="14" fill="#c0392b"/><rect x="${x + 200}" y="${ground + 40}" width="130" height="50" rx="14" fill="#2e86c1"/>`;
      break;
    default:
      body = `<rect x="${x}" y="${ground - 560}" width="320" height="560" fill="${facade}"/><rect x="${x - 20}" y="${ground - 590}" width="360" height="36" fill="#0a3a38"/><rect x="${x + 20}" y="${ground - 540}" width="280" height="460" fill="url(#w${id})"/><rect x="${x + 90}" y="${ground - 80}" width="140" height="80" fill="${accent}"/><rect x="${x + 60}" y="${ground - 100}" width="200" height="22" fill="#0a3a38"/>${tree(x - 120, ground, 220)}${tree(x + 460, ground, 190, '#5c9e4f')}`;
  }
  return { defs, body: `<rect y="${ground}" width="1200" height="${900 - ground}" fill="#9aa5a0"/><rect y="${ground - 6}" width="1200" height="14" fill="#7c8a83"/>${body}` };
}

// ---------------------------------------------------------------- the view, by what the place is

function view(kind: DestinationKind, random: Random): string {
  const hills = (base: number, colour: string) => {
    const peaks = Array.from({ length: 5 }, (_, index) => `Q${n(index * 300 + 150)} ${base - random.int(80, 220)} ${n(index * 300 + 300)} ${base}`).join('');
    return `<path d="M-20 ${base}${peaks}V900H-20Z" fill="${colour}"/>`;
  };
  switch (kind) {
    case 'lake': {
      const boat = random.int(250, 850);
      return `${hills(520, '#6d8f7a')}<rect y="520" width="1200" height="380" fill="#3d8fb0"/><g stroke="#cfe8f2" stroke-width="4" opacity=".7"><path d="M100 600h180M500 650h220M850 590h160M300 760h260M760 800h200"/></g><path d="M${boat} 700h200l-30 26h-140Z" fill="#5a3b22"/><path d="M${boat + 150} 700l-40 -130" stroke="#2b2b2b" stroke-width="6"/><circle cx="${boat + 150}" cy="640" r="16" fill="#2b2b2b"/><path d="M${boat + 150} 656v44" stroke="#2b2b2b" stroke-width="14"/><g fill="#8a5f0a"><rect x="960" y="440" width="160" height="70"/><path d="M940 440L1040 380L1140 440Z"/></g><g stroke="#5a3b22" stroke-width="8"><path d="M975 510v50M1040 510v50M1105 510v50"/></g>`;
    }
    case 'beach':
      return `<rect y="470" width="1200" height="200" fill="#2e9cc4"/><path d="M0 470h1200" stroke="#1b6f91" stroke-width="6"/><path d="M0 640Q300 610 600 640T1200 630V900H0Z" fill="#f2d8a7"/><path d="M0 645Q300 615 600 645T1200 635" stroke="#fff" stroke-width="10" fill="none" opacity=".8"/><path d="M${random.int(200, 700)} 540l60 -50h20l-10 50Z" fill="#fff"/>${palm(random.int(60, 220), 820, 360)}${palm(random.int(900, 1100), 860, 420)}`;
    case 'hill':
      return `${hills(560, '#8fb8a0')}${hills(660, '#4f8a5f')}${hills(780, '#2f6b43')}${Array.from({ length: 6 }, () => {
        const x = random.int(40, 1160);
        const y = random.int(700, 860);
        return `<path d="M${x} ${y - 120}L${x - 40} ${y}h80Z" fill="#1f4f33"/>`;
      }).join('')}`;
    case 'heritage': {
      const ground = 700;
      const stupas = Array.from({ length: 7 }, (_, index) => stupa(80 + index * 170 + random.int(-30, 30), ground - random.int(0, 60), random.int(90, 220), random.chance(0.25) ? '#e0a526' : '#b4553b')).join('');
      const balloon = random.int(150, 1000);
      return `<rect y="${ground - 60}" width="1200" height="${960 - ground}" fill="#c9a66b"/>${stupas}<rect y="${ground}" width="1200" height="${900 - ground}" fill="#a68450"/>${tree(random.int(100, 1100), 860, 140, '#5c7f3f')}<circle cx="${balloon}" cy="230" r="55" fill="#c0392b"/><path d="M${balloon - 20} 282h40l-8 30h-24Z" fill="#6b4a2b"/>`;
    }
    default: {
      const ground = 760;
      const towers = Array.from({ length: 9 }, (_, index) => {
        const height = kind === 'town' ? random.int(80, 180) : random.int(160, 420);
        return `<rect x="${index * 135 - 10}" y="${ground - height}" width="${random.int(90, 130)}" height="${height}" fill="${random.pick(['#7f8c8d', '#95a5a6', '#5d6d7e', '#a3a9b5'])}"/>`;
      }).join('');
      return `${towers}${stupa(random.int(380, 820), ground - 40, kind === 'town' ? 300 : 420, '#e0a526')}<rect y="${ground - 40}" width="1200" height="${940 - ground}" fill="#6d8f7a"/>${tree(120, 880, 160)}${tree(1080, 890, 180, '#5c9e4f')}`;
    }
  }
}

// ---------------------------------------------------------------- inside: lobby, pool, breakfast, room, bathroom

function room(wall: string, floor: string): string {
  return `<rect width="1200" height="620" fill="${wall}"/><rect y="620" width="1200" height="280" fill="${floor}"/><rect y="612" width="1200" height="12" fill="#00000022"/>`;
}

function windowFrame(x: number, y: number, width: number, height: number): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#bfe3f2" stroke="#fff" stroke-width="14"/><path d="M${x + width / 2} ${y}v${height}" stroke="#fff" stroke-width="10"/>`;
}

function lobby(random: Random): string {
  const accent = random.pick(ACCENTS);
  const desk = random.int(120, 420);
  return `${room(random.pick(WALLS), random.pick(FLOORS))}${windowFrame(760, 120, 320, 360)}<rect x="${desk}" y="470" width="420" height="170" rx="10" fill="#6b4a2b"/><rect x="${desk - 10}" y="455" width="440" height="24" fill="${accent}"/><rect x="${desk + 120}" y="120" width="180" height="60" rx="6" fill="${accent}"/><g fill="#e0a526"><circle cx="600" cy="90" r="34"/><path d="M600 0v56" stroke="#8a5f0a" stroke-width="6"/></g><rect x="720" y="660" width="300" height="90" rx="30" fill="${random.pick(FACADES)}"/><rect x="720" y="610" width="300" height="70" rx="24" fill="${random.pick(FACADES)}" opacity=".85"/><rect x="1060" y="560" width="70" height="90" fill="#b4553b"/><circle cx="1095" cy="520" r="70" fill="#3f7d4e"/>`;
}

function pool(random: Random, id: string): { defs: string; body: string } {
  const s = sky(random, id, 560);
  const umbrella = random.pick(ACCENTS);
  return {
    defs: s.defs,
    body: `${s.body}<rect y="520" width="1200" height="380" fill="#e9dcc4"/><rect x="120" y="600" width="960" height="230" rx="20" fill="#4fb3d9" stroke="#fff" stroke-width="16"/><g stroke="#b9e6f5" stroke-width="6" opacity=".8"><path d="M200 660h160M480 700h220M800 650h180M300 780h240M760 790h160"/></g><g fill="#fff"><rect x="160" y="850" width="200" height="24" rx="8"/><rect x="520" y="850" width="200" height="24" rx="8"/></g><path d="M900 520l-140 0Q830 420 900 420Q970 420 1040 520Z" fill="${umbrella}"/><path d="M900 520v360" stroke="#6b4a2b" stroke-width="10"/>${palm(80, 600, 380)}${palm(1120, 620, 340)}`,
  };
}

function breakfast(random: Random): string {
  const cloth = random.pick(ACCENTS);
  const fruit = ['#e74c3c', '#f39c12', '#27ae60', '#f1c40f'];
  return `<rect width="1200" height="900" fill="${random.pick(WALLS)}"/><rect y="330" width="1200" height="570" fill="${cloth}" opacity=".35"/><circle cx="360" cy="560" r="190" fill="#fff"/><circle cx="360" cy="560" r="140" fill="#f3e3c3"/><path d="M270 560q90 -70 180 0q-90 70 -180 0Z" fill="#e0a526"/><circle cx="330" cy="540" r="30" fill="#fff"/><circle cx="330" cy="540" r="14" fill="#f7c948"/><circle cx="820" cy="520" r="120" fill="#fff"/><circle cx="820" cy="520" r="92" fill="#8a5f0a"/><circle cx="820" cy="520" r="70" fill="#5a3b22"/><rect x="920" y="490" width="60" height="22" rx="10" fill="#fff"/>${Array.from({ length: 5 }, (_, index) => `<circle cx="${620 + index * 46}" cy="${760 + random.int(-20, 20)}" r="30" fill="${random.pick(fruit)}"/>`).join('')}<rect x="540" y="380" width="120" height="200" rx="16" fill="#fdf3d7" opacity=".9"/><rect x="560" y="460" width="80" height="110" rx="10" fill="#f39c12"/>`;
}

const BEDS: Readonly<Record<BedType, { width: number; count: number; bunk?: true }>> = {
  single: { width: 300, count: 1 },
  twin: { width: 280, count: 2 },
  double: { width: 500, count: 1 },
  queen: { width: 580, count: 1 },
  king: { width: 680, count: 1 },
  bunk: { width: 360, count: 1, bunk: true },
};

function bed(x: number, y: number, width: number, linen: string, throwColour: string): string {
  const pillows = width > 400 ? `<rect x="${x + 40}" y="${y - 50}" width="${n(width / 2 - 60)}" height="60" rx="24" fill="#fff"/><rect x="${n(x + width / 2 + 20)}" y="${y - 50}" width="${n(width / 2 - 60)}" height="60" rx="24" fill="#fff"/>` : `<rect x="${x + 40}" y="${y - 50}" width="${width - 80}" height="60" rx="24" fill="#fff"/>`;
  return `<rect x="${x}" y="${y}" width="${width}" height="170" rx="12" fill="${linen}"/>${pillows}<rect x="${x}" y="${y + 100}" width="${width}" height="54" fill="${throwColour}"/><rect x="${x}" y="${y + 170}" width="${width}" height="40" fill="#6b4a2b"/>`;
}

function bedroom(bedType: BedType, random: Random): string {
  const { width, count, bunk } = BEDS[bedType];
  const accent = random.pick(ACCENTS);
  const wall = random.pick(WALLS);
  const gap = 80;
  const total = width * count + gap * (count - 1);
  const left = n((1200 - total) / 2 + random.int(-60, 60));
  const start = Number(left);
  let beds = '';
  for (let index = 0; index < count; index += 1) {
    const x = start + index * (width + gap);
    beds += `<rect x="${x - 20}" y="300" width="${width + 40}" height="${bunk ? 120 : 250}" rx="16" fill="#6b4a2b"/>${bed(x, 520, width, '#fdfdfd', accent)}`;
    if (bunk) beds += `<rect x="${x - 20}" y="300" width="20" height="440" fill="#6b4a2b"/><rect x="${x + width}" y="300" width="20" height="440" fill="#6b4a2b"/>${bed(x, 300, width, '#fdfdfd', random.pick(ACCENTS))}`;
  }
  const art = `<rect x="${random.int(80, 200)}" y="140" width="180" height="130" fill="#fff" stroke="#8a5f0a" stroke-width="10"/><path d="M${'110'} 250l50 -60l40 40l30 -20l40 40" stroke="${accent}" stroke-width="8" fill="none" transform="translate(${random.int(0, 100)} 0)"/>`;
  return `${room(wall, random.pick(FLOORS))}${windowFrame(880, 110, 240, 300)}${art}${beds}<rect x="${start - 130}" y="620" width="90" height="110" fill="#8a5f0a"/><path d="M${start - 110} 620l20 -80h30l20 80Z" fill="#fdf3d7"/>`;
}

function bathroom(random: Random, id: string): { defs: string; body: string } {
  const tile = random.pick(['#dfeff3', '#f1ece4', '#e6e9f5', '#e3f2e1']);
  const accent = random.pick(ACCENTS);
  const bath = random.chance(0.5);
  const defs = `<pattern id="t${id}" width="80" height="80" patternUnits="userSpaceOnUse"><rect width="80" height="80" fill="${tile}"/><path d="M0 0h80v80" stroke="#ffffff" stroke-width="4" fill="none"/></pattern>`;
  const tub = bath
    ? `<rect x="640" y="560" width="480" height="180" rx="60" fill="#fff" stroke="#cfd8dc" stroke-width="6"/><path d="M700 560v-140h60" stroke="#b0bec5" stroke-width="12" fill="none"/>`
    : `<rect x="700" y="160" width="400" height="580" fill="#d6eef5" opacity=".7" stroke="#b0bec5" stroke-width="8"/><circle cx="900" cy="220" r="40" fill="#b0bec5"/><path d="M900 180v-60" stroke="#b0bec5" stroke-width="12"/>`;
  return {
    defs,
    body: `<rect width="1200" height="740" fill="url(#t${id})"/><rect y="740" width="1200" height="160" fill="#9aa5a0"/><rect x="140" y="120" width="320" height="260" rx="20" fill="#e8f4f8" stroke="#b0bec5" stroke-width="10"/><rect x="100" y="440" width="400" height="60" rx="10" fill="${random.pick(FLOORS)}"/><path d="M220 500h160v240h-160Z" fill="#8a5f0a"/><ellipse cx="300" cy="470" rx="110" ry="24" fill="#fff"/><rect x="540" y="300" width="70" height="260" rx="10" fill="${accent}"/>${tub}`,
  };
}

// ---------------------------------------------------------------- captions

function viewCaption(place: HotelPlace): { en: string; my: string } {
  switch (place.kind) {
    case 'beach':
      return { en: `The beach at ${place.nameEn}`, my: `${place.nameMy} ကမ်းခြေ` };
    case 'heritage':
      return { en: `Pagodas of ${place.nameEn}`, my: `${place.nameMy}ရှိ စေတီပုထိုးများ` };
    case 'hill':
      return { en: `The hills around ${place.nameEn}`, my: `${place.nameMy} ဝန်းကျင် တောင်တန်းများ` };
    default:
      return { en: `View over ${place.nameEn}`, my: `${place.nameMy} ရှုခင်း` };
  }
}

/** Has a front desk worth a picture: every hotel but the smallest guest house, motel or apartment. */
function hasLobby(hotel: Hotel): boolean {
  return hotel.type === 'hotel' || hotel.type === 'resort' || hotel.amenities.includes('24h_front_desk');
}

function servesBreakfast(hotel: Hotel): boolean {
  return hotel.amenities.includes('restaurant') || hotel.rooms.some((one) => one.rates.some((rate) => rate.services.includes('Breakfast')));
}

/**
 * A hotel's pictures in the order they are shown: the building, the view, the lobby and the pool where
 * it has them, breakfast where it serves it, then each room type's room and bathroom.
 */
export function hotelPictures(hotel: Hotel, place: HotelPlace): HotelPicture[] {
  const random = seededRandom(`pictures:${hotel.id}`);
  const id = hotel.id.toLowerCase();
  const pictures: HotelPicture[] = [];
  const outside = sky(random, id, 800);
  const front = building(hotel.type, random, id);
  pictures.push({ kind: 'exterior', roomCode: null, svg: svg(outside.body + front.body, outside.defs + front.defs), captionEn: `The front of ${hotel.nameEn}`, captionMy: `${hotel.nameMy} ၏ မျက်နှာစာ` });
  const scenery = sky(random, `${id}v`);
  const caption = viewCaption(place);
  pictures.push({ kind: 'view', roomCode: null, svg: svg(scenery.body + view(place.kind, random), scenery.defs), captionEn: caption.en, captionMy: caption.my });
  if (hasLobby(hotel)) pictures.push({ kind: 'lobby', roomCode: null, svg: svg(lobby(random)), captionEn: 'The lobby', captionMy: 'ဧည့်ကြိုခန်းမ' });
  if (hotel.amenities.includes('pool')) {
    const water = pool(random, `${id}p`);
    pictures.push({ kind: 'pool', roomCode: null, svg: svg(water.body, water.defs), captionEn: 'The swimming pool', captionMy: 'ရေကူးကန်' });
  }
  if (servesBreakfast(hotel)) pictures.push({ kind: 'breakfast', roomCode: null, svg: svg(breakfast(random)), captionEn: 'Breakfast', captionMy: 'နံနက်စာ' });
  for (const one of hotel.rooms) pictures.push(...roomPictures(hotel, one));
  return pictures;
}

/** A room type's room, by its bed, and its bathroom: drawn from the hotel's id and the room's code. */
function roomPictures(hotel: Hotel, one: HotelRoomType): HotelPicture[] {
  const random = seededRandom(`pictures:${hotel.id}:${one.code}`);
  const wash = bathroom(random, `${hotel.id.toLowerCase()}${one.code.replace(/[^a-z0-9]/gi, '')}`);
  return [
    { kind: 'room', roomCode: one.code, svg: svg(bedroom(one.bedType, random)), captionEn: one.nameEn, captionMy: one.nameMy },
    { kind: 'bathroom', roomCode: one.code, svg: svg(wash.body, wash.defs), captionEn: `Bathroom of the ${one.nameEn}`, captionMy: `${one.nameMy} ၏ ရေချိုးခန်း` },
  ];
}
