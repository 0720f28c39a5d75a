import { describe, expect, it } from 'vitest';
import { roomIdOf } from './room-id.ts';

describe('roomIdOf', () => {
  it.each([
    ['https://www.airbnb.mx/rooms/53627481', '53627481'],
    [
      'https://www.airbnb.com/rooms/38817969?adults=2&check_in=2026-10-01&source_impression_id=p3_1',
      '38817969',
    ],
    ['https://es.airbnb.com/rooms/38817969/', '38817969'],
    ['https://www.airbnb.co.uk/rooms/19278160#photos', '19278160'],
    ['https://m.airbnb.com.mx/rooms/1257736932578886647?guests=1', '1257736932578886647'],
    ['https://www.airbnb.com/rooms/plus/4616475', '4616475'],
    ['https://www.airbnb.com/luxury/listing/23115', '23115'],
    ['airbnb.mx/rooms/53627481', '53627481'],
    ['  https://www.airbnb.mx/rooms/53627481?s=67&unique_share_id=ab12  ', '53627481'],
    ['http://airbnb.com/rooms/1', '1'],
  ])('reads the room of %s', (url, id) => expect(roomIdOf(url)).toBe(id));

  it.each([
    '',
    'not a link',
    'https://www.airbnb.mx/users/show/45280934',
    'https://www.airbnb.mx/s/Mexico-City/homes',
    'https://www.airbnb.mx/rooms/',
    'https://www.airbnb.mx/rooms/abc',
    'https://www.airbnb.mx/rooms/0',
    'https://www.airbnb.mx/rooms/123/photos',
    'https://airbnb.evil.com/rooms/123',
    'https://notairbnb.com/rooms/123',
    'https://www.airbnb.mx.evil.com/rooms/123',
    'https://user:pw@www.airbnb.mx/rooms/123',
    'https://www.airbnb.mx:8443/rooms/123',
    'ftp://www.airbnb.mx/rooms/123',
    'javascript:alert(1)//airbnb.mx/rooms/1',
    'https://www.airbnb.mx/rooms/12 3',
    'https://abnb.me/AbCdEf',
    'https://www.booking.com/hotel/mx/rooms/123',
  ])('refuses %j', (url) => expect(roomIdOf(url)).toBeNull());
});
