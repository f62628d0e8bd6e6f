/**
 * Real UK towns with their coordinates and postcode areas: depots for the suppliers and the stops the
 * simulated vehicles drive between, so tracks follow plausible trunk-road corridors across Great Britain.
 */
export interface Place {
  name: string;
  lat: number;
  lon: number;
  postcode: string;
}

export const ukPlaces: readonly Place[] = [
  { name: 'London', lat: 51.5074, lon: -0.1278, postcode: 'EC1A 1BB' },
  { name: 'Croydon', lat: 51.3762, lon: -0.0982, postcode: 'CR0 1NX' },
  { name: 'Heathrow', lat: 51.47, lon: -0.4543, postcode: 'TW6 1EW' },
  { name: 'Dartford', lat: 51.4462, lon: 0.2169, postcode: 'DA1 1DR' },
  { name: 'Reading', lat: 51.4543, lon: -0.9781, postcode: 'RG1 1JX' },
  { name: 'Oxford', lat: 51.752, lon: -1.2577, postcode: 'OX1 1BX' },
  { name: 'Milton Keynes', lat: 52.0406, lon: -0.7594, postcode: 'MK9 2FX' },
  { name: 'Luton', lat: 51.8787, lon: -0.42, postcode: 'LU1 2LJ' },
  { name: 'Cambridge', lat: 52.2053, lon: 0.1218, postcode: 'CB2 1TN' },
  { name: 'Chelmsford', lat: 51.7356, lon: 0.4685, postcode: 'CM1 1GX' },
  { name: 'Ipswich', lat: 52.0567, lon: 1.1482, postcode: 'IP1 1AX' },
  { name: 'Norwich', lat: 52.6309, lon: 1.2974, postcode: 'NR1 1BD' },
  { name: 'Brighton', lat: 50.8225, lon: -0.1372, postcode: 'BN1 1AE' },
  { name: 'Southampton', lat: 50.9097, lon: -1.4044, postcode: 'SO14 7DU' },
  { name: 'Portsmouth', lat: 50.8198, lon: -1.088, postcode: 'PO1 2AL' },
  { name: 'Bristol', lat: 51.4545, lon: -2.5879, postcode: 'BS1 4DJ' },
  { name: 'Swindon', lat: 51.5558, lon: -1.7797, postcode: 'SN1 1LD' },
  { name: 'Exeter', lat: 50.7184, lon: -3.5339, postcode: 'EX1 1AA' },
  { name: 'Plymouth', lat: 50.3755, lon: -4.1427, postcode: 'PL1 1AA' },
  { name: 'Cardiff', lat: 51.4816, lon: -3.1791, postcode: 'CF10 1AA' },
  { name: 'Swansea', lat: 51.6214, lon: -3.9436, postcode: 'SA1 1AA' },
  { name: 'Gloucester', lat: 51.8642, lon: -2.2382, postcode: 'GL1 1AA' },
  { name: 'Birmingham', lat: 52.4862, lon: -1.8904, postcode: 'B1 1AA' },
  { name: 'Coventry', lat: 52.4068, lon: -1.5197, postcode: 'CV1 1AA' },
  { name: 'Northampton', lat: 52.2405, lon: -0.9027, postcode: 'NN1 1AA' },
  { name: 'Leicester', lat: 52.6369, lon: -1.1398, postcode: 'LE1 1AA' },
  { name: 'Nottingham', lat: 52.9548, lon: -1.1581, postcode: 'NG1 1AA' },
  { name: 'Derby', lat: 52.9225, lon: -1.4746, postcode: 'DE1 1AA' },
  { name: 'Stoke-on-Trent', lat: 53.0027, lon: -2.1794, postcode: 'ST1 1AA' },
  { name: 'Wolverhampton', lat: 52.5862, lon: -2.1288, postcode: 'WV1 1AA' },
  { name: 'Manchester', lat: 53.4808, lon: -2.2426, postcode: 'M1 1AA' },
  { name: 'Liverpool', lat: 53.4084, lon: -2.9916, postcode: 'L1 1AA' },
  { name: 'Warrington', lat: 53.39, lon: -2.5970, postcode: 'WA1 1AA' },
  { name: 'Preston', lat: 53.7632, lon: -2.7031, postcode: 'PR1 1AA' },
  { name: 'Leeds', lat: 53.8008, lon: -1.5491, postcode: 'LS1 1AA' },
  { name: 'Sheffield', lat: 53.3811, lon: -1.4701, postcode: 'S1 1AA' },
  { name: 'Doncaster', lat: 53.5228, lon: -1.1285, postcode: 'DN1 1AA' },
  { name: 'Hull', lat: 53.7676, lon: -0.3274, postcode: 'HU1 1AA' },
  { name: 'York', lat: 53.959, lon: -1.0815, postcode: 'YO1 1AA' },
  { name: 'Newcastle', lat: 54.9783, lon: -1.6178, postcode: 'NE1 1AA' },
  { name: 'Middlesbrough', lat: 54.5742, lon: -1.2350, postcode: 'TS1 1AA' },
  { name: 'Carlisle', lat: 54.8925, lon: -2.9329, postcode: 'CA1 1AA' },
  { name: 'Glasgow', lat: 55.8642, lon: -4.2518, postcode: 'G1 1AA' },
  { name: 'Edinburgh', lat: 55.9533, lon: -3.1883, postcode: 'EH1 1AA' },
  { name: 'Aberdeen', lat: 57.1497, lon: -2.0943, postcode: 'AB10 1AA' },
  { name: 'Dundee', lat: 56.462, lon: -2.9707, postcode: 'DD1 1AA' },
];

/** Great-circle distance in miles. */
export function milesBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.sqrt(h));
}
