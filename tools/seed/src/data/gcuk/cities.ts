import type { CitySpec } from '../locations-builder';

/**
 * UK cities with their real centre coordinates, region, and real major streets paired with the
 * postcode district they belong to. Coastal cities carry a compass sector so generated points stay on land.
 */
export const gcukCities: CitySpec[] = [
  {
    city: 'London', slug: 'london', area: 'Greater London', lat: 51.5074, lon: -0.1278, count: 50,
    streets: [
      ['Oxford Street', 'W1D'], ['Regent Street', 'W1B'], ['Strand', 'WC2R'], ['Long Acre', 'WC2E'],
      ['Charing Cross Road', 'WC2H'], ['Borough High Street', 'SE1'], ['The Cut', 'SE1'], ['Upper Street', 'N1'],
      ['Marylebone High Street', 'W1U'], ['Baker Street', 'NW1'], ['Commercial Street', 'E1'], ['Old Street', 'EC1V'],
      ['Kingsway', 'WC2B'], ['Shaftesbury Avenue', 'W1D'], ['Victoria Street', 'SW1H'], ['Camden High Street', 'NW1'],
      ['Brick Lane', 'E1'], ['Exmouth Market', 'EC1R'], ['Bermondsey Street', 'SE1'], ['Westbourne Grove', 'W2'],
      ['Lamb’s Conduit Street', 'WC1N'], ['Goodge Street', 'W1T'], ['Cheapside', 'EC2V'], ['Kensington High Street', 'W8'],
    ],
  },
  {
    city: 'Manchester', slug: 'manchester', area: 'Greater Manchester', lat: 53.4808, lon: -2.2426, count: 25,
    streets: [
      ['Deansgate', 'M3'], ['Market Street', 'M1'], ['King Street', 'M2'], ['Oldham Street', 'M1'],
      ['Portland Street', 'M1'], ['Oxford Road', 'M1'], ['Piccadilly', 'M1'], ['Thomas Street', 'M4'],
      ['Tib Street', 'M4'], ['Bridge Street', 'M3'], ['Spring Gardens', 'M2'], ['Peter Street', 'M2'],
      ['Wilmslow Road', 'M14'], ['Cross Street', 'M2'], ['Whitworth Street West', 'M1'],
    ],
  },
  {
    city: 'Birmingham', slug: 'birmingham', area: 'West Midlands', lat: 52.4862, lon: -1.8904, count: 22,
    streets: [
      ['New Street', 'B2'], ['Colmore Row', 'B3'], ['Corporation Street', 'B4'], ['Broad Street', 'B1'],
      ['Bull Street', 'B4'], ['Hurst Street', 'B5'], ['Digbeth', 'B5'], ['Bennetts Hill', 'B2'],
      ['Temple Row', 'B2'], ['Newhall Street', 'B3'], ['Harborne Road', 'B15'], ['Warstone Lane', 'B18'],
    ],
  },
  {
    city: 'Leeds', slug: 'leeds', area: 'West Yorkshire', lat: 53.7997, lon: -1.5492, count: 20,
    streets: [
      ['Briggate', 'LS1'], ['Boar Lane', 'LS1'], ['The Headrow', 'LS1'], ['Call Lane', 'LS1'],
      ['Kirkgate', 'LS2'], ['Vicar Lane', 'LS2'], ['Albion Street', 'LS1'], ['Park Row', 'LS1'],
      ['Wellington Street', 'LS1'], ['Otley Road', 'LS6'], ['Woodhouse Lane', 'LS2'], ['Great George Street', 'LS1'],
    ],
  },
  {
    city: 'Glasgow', slug: 'glasgow', area: 'Glasgow City', lat: 55.8612, lon: -4.2502, count: 20,
    streets: [
      ['Buchanan Street', 'G1'], ['Sauchiehall Street', 'G2'], ['Argyle Street', 'G2'], ['Byres Road', 'G12'],
      ['Gordon Street', 'G1'], ['Ingram Street', 'G1'], ['West George Street', 'G2'], ['Bath Street', 'G2'],
      ['Hope Street', 'G2'], ['Trongate', 'G1'], ['Great Western Road', 'G12'], ['Renfield Street', 'G2'],
    ],
  },
  {
    city: 'Edinburgh', slug: 'edinburgh', area: 'City of Edinburgh', lat: 55.9533, lon: -3.1883, count: 20, radiusKm: 2.5,
    streets: [
      ['Princes Street', 'EH2'], ['George Street', 'EH2'], ['Rose Street', 'EH2'], ['High Street', 'EH1'],
      ['Cockburn Street', 'EH1'], ['Grassmarket', 'EH1'], ['Leith Walk', 'EH6'], ['Broughton Street', 'EH1'],
      ['Queensferry Street', 'EH2'], ['Lothian Road', 'EH3'], ['Victoria Street', 'EH1'], ['Nicolson Street', 'EH8'],
      ['Bruntsfield Place', 'EH10'], ['Raeburn Place', 'EH4'],
    ],
  },
  {
    city: 'Liverpool', slug: 'liverpool', area: 'Merseyside', lat: 53.4084, lon: -2.9916, count: 18, radiusKm: 2.5, bearing: [20, 150],
    streets: [
      ['Bold Street', 'L1'], ['Church Street', 'L1'], ['Lord Street', 'L2'], ['Castle Street', 'L2'],
      ['Hope Street', 'L1'], ['Seel Street', 'L1'], ['Dale Street', 'L2'], ['Hanover Street', 'L1'],
      ['Duke Street', 'L1'], ['Rodney Street', 'L1'], ['London Road', 'L3'], ['Victoria Street', 'L2'],
    ],
  },
  {
    city: 'Bristol', slug: 'bristol', area: 'City of Bristol', lat: 51.4545, lon: -2.5879, count: 18,
    streets: [
      ['Park Street', 'BS1'], ['Corn Street', 'BS1'], ['Broadmead', 'BS1'], ['Queen Square', 'BS1'],
      ['Whiteladies Road', 'BS8'], ['Gloucester Road', 'BS7'], ['North Street', 'BS3'], ['Baldwin Street', 'BS1'],
      ['Cheltenham Road', 'BS6'], ['Stokes Croft', 'BS1'], ['Wine Street', 'BS1'], ['Clifton Down Road', 'BS8'],
    ],
  },
  {
    city: 'Cardiff', slug: 'cardiff', area: 'South Glamorgan', lat: 51.4816, lon: -3.1791, count: 14, radiusKm: 2.5, bearing: [-110, 110],
    streets: [
      ['Queen Street', 'CF10'], ['St Mary Street', 'CF10'], ['High Street', 'CF10'], ['Castle Street', 'CF10'],
      ['Cathedral Road', 'CF11'], ['City Road', 'CF24'], ['Wellfield Road', 'CF24'], ['Mill Lane', 'CF10'],
      ['Westgate Street', 'CF10'], ['Working Street', 'CF10'], ['Albany Road', 'CF24'], ['Cowbridge Road East', 'CF11'],
    ],
  },
  {
    city: 'Belfast', slug: 'belfast', area: 'County Antrim', lat: 54.5965, lon: -5.93, count: 13, radiusKm: 2.5, bearing: [140, 350],
    streets: [
      ['Royal Avenue', 'BT1'], ['Donegall Place', 'BT1'], ['Botanic Avenue', 'BT7'], ['Lisburn Road', 'BT9'],
      ['Ann Street', 'BT1'], ['Castle Street', 'BT1'], ['Arthur Street', 'BT1'], ['Great Victoria Street', 'BT2'],
      ['Ormeau Road', 'BT7'], ['Dublin Road', 'BT2'], ['Bedford Street', 'BT2'], ['Hill Street', 'BT1'],
    ],
  },
  {
    city: 'Newcastle upon Tyne', slug: 'newcastle-upon-tyne', area: 'Tyne and Wear', lat: 54.9738, lon: -1.6131, count: 15, radiusKm: 2.5, bearing: [-100, 100],
    streets: [
      ['Northumberland Street', 'NE1'], ['Grey Street', 'NE1'], ['Grainger Street', 'NE1'], ['Collingwood Street', 'NE1'],
      ['Quayside', 'NE1'], ['Osborne Road', 'NE2'], ['Clayton Street', 'NE1'], ['Pilgrim Street', 'NE1'],
      ['Blackett Street', 'NE1'], ['Westgate Road', 'NE1'], ['Dean Street', 'NE1'], ['Acorn Road', 'NE2'],
    ],
  },
  {
    city: 'Sheffield', slug: 'sheffield', area: 'South Yorkshire', lat: 53.3811, lon: -1.4701, count: 13,
    streets: [
      ['Fargate', 'S1'], ['Division Street', 'S1'], ['Ecclesall Road', 'S11'], ['West Street', 'S1'],
      ['Leopold Street', 'S1'], ['Church Street', 'S1'], ['Pinstone Street', 'S1'], ['Abbeydale Road', 'S7'],
      ['Sharrow Vale Road', 'S11'], ['Alma Street', 'S3'], ['Surrey Street', 'S1'], ['London Road', 'S2'],
    ],
  },
  {
    city: 'Nottingham', slug: 'nottingham', area: 'Nottinghamshire', lat: 52.953, lon: -1.1497, count: 13,
    streets: [
      ['Long Row', 'NG1'], ['Market Street', 'NG1'], ['Bridlesmith Gate', 'NG1'], ['Goose Gate', 'NG1'],
      ['Friar Lane', 'NG1'], ['Mansfield Road', 'NG1'], ['Maid Marian Way', 'NG1'], ['King Street', 'NG1'],
      ['Carrington Street', 'NG1'], ['Derby Road', 'NG7'], ['Castle Boulevard', 'NG7'], ['Clumber Street', 'NG1'],
    ],
  },
  {
    city: 'Leicester', slug: 'leicester', area: 'Leicestershire', lat: 52.6366, lon: -1.1336, count: 12,
    streets: [
      ['Granby Street', 'LE1'], ['Gallowtree Gate', 'LE1'], ['High Street', 'LE1'], ['Belvoir Street', 'LE1'],
      ['Market Street', 'LE1'], ['London Road', 'LE2'], ['Queens Road', 'LE2'], ['Belgrave Road', 'LE4'],
      ['Silver Street', 'LE1'], ['St Martins', 'LE1'], ['Narborough Road', 'LE3'], ['Highcross Street', 'LE1'],
    ],
  },
  {
    city: 'Brighton', slug: 'brighton', area: 'East Sussex', lat: 50.8244, lon: -0.1429, count: 14, radiusKm: 2.5, bearing: [-75, 75],
    streets: [
      ['North Street', 'BN1'], ['Western Road', 'BN1'], ['Kensington Gardens', 'BN1'], ['Gardner Street', 'BN1'],
      ['Duke Street', 'BN1'], ['East Street', 'BN1'], ['Ship Street', 'BN1'], ['Church Road', 'BN3'],
      ['George Street', 'BN3'], ['London Road', 'BN1'], ['Preston Street', 'BN1'], ['St James’s Street', 'BN2'],
    ],
  },
  {
    city: 'Southampton', slug: 'southampton', area: 'Hampshire', lat: 50.9039, lon: -1.4043, count: 11, radiusKm: 2.5, bearing: [-40, 40],
    streets: [
      ['Above Bar Street', 'SO14'], ['Bedford Place', 'SO15'], ['Oxford Street', 'SO14'], ['High Street', 'SO14'],
      ['London Road', 'SO15'], ['Portswood Road', 'SO17'], ['Shirley High Street', 'SO15'], ['East Street', 'SO14'],
      ['Bargate Street', 'SO14'], ['Carlton Place', 'SO15'],
    ],
  },
  {
    city: 'York', slug: 'york', area: 'North Yorkshire', lat: 53.96, lon: -1.0873, count: 12, radiusKm: 2,
    streets: [
      ['Stonegate', 'YO1'], ['Low Petergate', 'YO1'], ['Coney Street', 'YO1'], ['Micklegate', 'YO1'],
      ['Fossgate', 'YO1'], ['Goodramgate', 'YO1'], ['Gillygate', 'YO31'], ['Bishopthorpe Road', 'YO23'],
      ['Parliament Street', 'YO1'], ['Swinegate', 'YO1'], ['Walmgate', 'YO1'], ['Shambles', 'YO1'],
    ],
  },
  {
    city: 'Oxford', slug: 'oxford', area: 'Oxfordshire', lat: 51.752, lon: -1.2577, count: 12, radiusKm: 2.5,
    streets: [
      ['Cornmarket Street', 'OX1'], ['High Street', 'OX1'], ['Broad Street', 'OX1'], ['George Street', 'OX1'],
      ['Cowley Road', 'OX4'], ['Walton Street', 'OX2'], ['Little Clarendon Street', 'OX1'], ['Turl Street', 'OX1'],
      ['St Giles', 'OX1'], ['Queen Street', 'OX1'], ['Banbury Road', 'OX2'], ['Magdalen Road', 'OX4'],
    ],
  },
  {
    city: 'Cambridge', slug: 'cambridge', area: 'Cambridgeshire', lat: 52.2053, lon: 0.1218, count: 12, radiusKm: 2.5,
    streets: [
      ['King’s Parade', 'CB2'], ['Trinity Street', 'CB2'], ['Regent Street', 'CB2'], ['Mill Road', 'CB1'],
      ['Bridge Street', 'CB2'], ['Market Hill', 'CB2'], ['Sidney Street', 'CB2'], ['Hills Road', 'CB2'],
      ['Green Street', 'CB2'], ['Fitzroy Street', 'CB1'], ['Chesterton Road', 'CB4'], ['Bene’t Street', 'CB2'],
    ],
  },
  {
    city: 'Aberdeen', slug: 'aberdeen', area: 'Aberdeen City', lat: 57.147, lon: -2.099, count: 10, radiusKm: 2.5, bearing: [190, 350],
    streets: [
      ['Union Street', 'AB11'], ['Belmont Street', 'AB10'], ['Chapel Street', 'AB10'], ['Rose Street', 'AB10'],
      ['Holburn Street', 'AB10'], ['Schoolhill', 'AB10'], ['Union Row', 'AB10'], ['Thistle Street', 'AB10'],
      ['Castle Street', 'AB11'], ['Bon Accord Street', 'AB11'], ['King Street', 'AB24'], ['Crown Street', 'AB11'],
    ],
  },
  {
    city: 'Bath', slug: 'bath', area: 'Somerset', lat: 51.3811, lon: -2.359, count: 10, radiusKm: 2,
    streets: [
      ['Milsom Street', 'BA1'], ['Stall Street', 'BA1'], ['Walcot Street', 'BA1'], ['George Street', 'BA1'],
      ['Westgate Street', 'BA1'], ['Southgate Street', 'BA1'], ['Broad Street', 'BA1'], ['Green Street', 'BA1'],
      ['Kingsmead Square', 'BA1'], ['Argyle Street', 'BA2'], ['Northgate Street', 'BA1'], ['Margaret’s Buildings', 'BA1'],
    ],
  },
  {
    city: 'Norwich', slug: 'norwich', area: 'Norfolk', lat: 52.6309, lon: 1.2974, count: 10, radiusKm: 2.5,
    streets: [
      ['London Street', 'NR2'], ['Elm Hill', 'NR3'], ['Magdalen Street', 'NR3'], ['Gentleman’s Walk', 'NR2'],
      ['Castle Meadow', 'NR1'], ['St Benedicts Street', 'NR2'], ['Unthank Road', 'NR2'], ['Exchange Street', 'NR2'],
      ['Tombland', 'NR3'], ['Prince of Wales Road', 'NR1'], ['St Giles Street', 'NR2'], ['Timber Hill', 'NR1'],
    ],
  },
];
