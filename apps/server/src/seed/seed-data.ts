import type { AcademicField, ExternalCitationData, FlagReason } from '@thisoneforfree/contracts';

/**
 * The demo content `seed.ts` loads into an empty database. The researchers
 * are fictional; their institutions are real places. External references are
 * real publications with their real DOIs. Dates are relative to the moment of
 * seeding, so the demo always looks recent.
 */

export interface SeedAccount {
  username: string;
  name: string;
  institution: string;
  email: string;
  /** The first 15 digits of an ORCID iD; the seed computes the check digit. Empty for none. */
  orcidBase: string;
}

export interface SeedIdea {
  /** How comments, citations and favorites refer to the idea. */
  key: string;
  author: string;
  daysAgo: number;
  title: string;
  challenge: string;
  approach: string;
  impact: string;
  fields: AcademicField[];
  /** Earlier ideas on this site that inspired this one (internal citations). */
  inspiredBy?: string[];
  /** Keys of REFERENCES (external citations). */
  references?: string[];
  /** How raters tend to judge it: impact (relevance) and feasibility (difficulty), 1..10. */
  appeal: { impact: number; feasibility: number };
}

export interface SeedComment {
  by: string;
  text: string;
  /**
   * Moderation state; active unless given. `flagged` takes flags from three
   * readers (FLAG_THRESHOLD's default); `hidden` and `deleted` are an admin's
   * decision (after the threshold flagged it, when it has three flags).
   */
  status?: 'flagged' | 'hidden' | 'deleted';
  /** The readers' flags, oldest first (seed/moderation.ts picks the readers). */
  flags?: SeedFlag[];
  replies?: SeedComment[];
}

/** One reader's flag of a seeded comment. */
export interface SeedFlag {
  reason?: FlagReason;
  note?: string;
}

export const ADMIN_ACCOUNT: SeedAccount = {
  username: 'admin',
  name: 'Site Administrator',
  institution: 'This One for Free',
  email: 'admin@thisoneforfree.example',
  orcidBase: '',
};
export const ADMIN_PASSWORD = 'admin-password';

export const DEMO_ACCOUNT: SeedAccount = {
  username: 'demo',
  name: 'Demo Researcher',
  institution: 'Independent researcher',
  email: 'demo@thisoneforfree.example',
  orcidBase: '',
};
export const DEMO_PASSWORD = 'demo-password';

/** A spam account, so the demo has something for moderators to hide. */
export const SPAM_ACCOUNT: SeedAccount = {
  username: 'citation-deals',
  name: 'Citation Deals',
  institution: 'Citation Deals Ltd',
  email: 'sales@citation-deals.example',
  orcidBase: '',
};

/** Every researcher account shares this password, so a demo can log in as any author. */
export const RESEARCHER_PASSWORD = 'researcher-password';

export const RESEARCHERS: SeedAccount[] = [
  {
    username: 'amara.okafor',
    name: 'Amara Okafor',
    institution: 'University of Edinburgh',
    email: 'amara.okafor@ed.example',
    orcidBase: '000000027316482',
  },
  {
    username: 'lukas.brenner',
    name: 'Lukas Brenner',
    institution: 'ETH Zurich',
    email: 'lukas.brenner@ethz.example',
    orcidBase: '000000018843217',
  },
  {
    username: 'mei.tanaka',
    name: 'Mei Tanaka',
    institution: 'University of Tokyo',
    email: 'mei.tanaka@u-tokyo.example',
    orcidBase: '000000032154906',
  },
  {
    username: 'rafael.ortega',
    name: 'Rafael Ortega',
    institution: 'Universidad de Buenos Aires',
    email: 'rafael.ortega@uba.example',
    orcidBase: '000000024409771',
  },
  {
    username: 'ingrid.solberg',
    name: 'Ingrid Solberg',
    institution: 'University of Oslo',
    email: 'ingrid.solberg@uio.example',
    orcidBase: '000000015592038',
  },
  {
    username: 'david.levin',
    name: 'David Levin',
    institution: 'Weizmann Institute of Science',
    email: 'david.levin@weizmann.example',
    orcidBase: '000000029087145',
  },
  {
    username: 'priya.raman',
    name: 'Priya Raman',
    institution: 'Indian Institute of Science, Bengaluru',
    email: 'priya.raman@iisc.example',
    orcidBase: '000000036671250',
  },
  {
    username: 'thomas.whitfield',
    name: 'Thomas Whitfield',
    institution: 'University of Cambridge',
    email: 'thomas.whitfield@cam.example',
    orcidBase: '000000017728604',
  },
  {
    username: 'sofia.marchetti',
    name: 'Sofia Marchetti',
    institution: 'University of Bologna',
    email: 'sofia.marchetti@unibo.example',
    orcidBase: '000000024830519',
  },
  {
    username: 'kwame.asante',
    name: 'Kwame Asante',
    institution: 'University of Ghana',
    email: 'kwame.asante@ug.example',
    orcidBase: '000000031946372',
  },
  {
    username: 'hannah.becker',
    name: 'Hannah Becker',
    institution: 'Max Planck Institute for Human Development',
    email: 'hannah.becker@mpib.example',
    orcidBase: '000000020315688',
  },
  {
    username: 'julien.moreau',
    name: 'Julien Moreau',
    institution: 'Sorbonne University',
    email: 'julien.moreau@sorbonne.example',
    orcidBase: '000000015067923',
  },
];

export const REFERENCES: Record<string, ExternalCitationData> = {
  vaswani2017: {
    authors:
      'Vaswani, Ashish; Shazeer, Noam; Parmar, Niki; Uszkoreit, Jakob; Jones, Llion; Gomez, Aidan N.; Kaiser, Łukasz; Polosukhin, Illia',
    title: 'Attention is all you need',
    year: 2017,
    doi: '10.48550/arXiv.1706.03762',
    url: 'https://arxiv.org/abs/1706.03762',
    publisher: 'arXiv',
  },
  jumper2021: {
    authors: 'Jumper, John; Evans, Richard; Pritzel, Alexander; et al.',
    title: 'Highly accurate protein structure prediction with AlphaFold',
    year: 2021,
    doi: '10.1038/s41586-021-03819-2',
    journal: 'Nature',
  },
  granovetter1973: {
    authors: 'Granovetter, Mark S.',
    title: 'The strength of weak ties',
    year: 1973,
    doi: '10.1086/225469',
    journal: 'American Journal of Sociology',
  },
  akerlof1970: {
    authors: 'Akerlof, George A.',
    title: "The market for 'lemons': Quality uncertainty and the market mechanism",
    year: 1970,
    doi: '10.2307/1879431',
    journal: 'The Quarterly Journal of Economics',
  },
  rockstrom2009: {
    authors: 'Rockström, Johan; Steffen, Will; Noone, Kevin; et al.',
    title: 'A safe operating space for humanity',
    year: 2009,
    doi: '10.1038/461472a',
    journal: 'Nature',
  },
  lorenz1963: {
    authors: 'Lorenz, Edward N.',
    title: 'Deterministic nonperiodic flow',
    year: 1963,
    doi: '10.1175/1520-0469(1963)020<0130:DNF>2.0.CO;2',
    journal: 'Journal of the Atmospheric Sciences',
  },
  ioannidis2005: {
    authors: 'Ioannidis, John P. A.',
    title: 'Why most published research findings are false',
    year: 2005,
    doi: '10.1371/journal.pmed.0020124',
    journal: 'PLoS Medicine',
  },
  osc2015: {
    authors: '{Open Science Collaboration}',
    title: 'Estimating the reproducibility of psychological science',
    year: 2015,
    doi: '10.1126/science.aac4716',
    journal: 'Science',
  },
  kahneman1979: {
    authors: 'Kahneman, Daniel; Tversky, Amos',
    title: 'Prospect theory: An analysis of decision under risk',
    year: 1979,
    doi: '10.2307/1914185',
    journal: 'Econometrica',
  },
  rosenthal1979: {
    authors: 'Rosenthal, Robert',
    title: 'The file drawer problem and tolerance for null results',
    year: 1979,
    doi: '10.1037/0033-2909.86.3.638',
    journal: 'Psychological Bulletin',
  },
  franco2014: {
    authors: 'Franco, Annie; Malhotra, Neil; Simonovits, Gabor',
    title: 'Publication bias in the social sciences: Unlocking the file drawer',
    year: 2014,
    doi: '10.1126/science.1255484',
    journal: 'Science',
  },
  kuhn1962: {
    authors: 'Kuhn, Thomas S.',
    title: 'The structure of scientific revolutions',
    year: 1962,
    publisher: 'University of Chicago Press',
  },
  gettier1963: {
    authors: 'Gettier, Edmund L.',
    title: 'Is justified true belief knowledge?',
    year: 1963,
    doi: '10.1093/analys/23.6.121',
    journal: 'Analysis',
  },
  nagel1974: {
    authors: 'Nagel, Thomas',
    title: 'What is it like to be a bat?',
    year: 1974,
    doi: '10.2307/2183914',
    journal: 'The Philosophical Review',
  },
  ostrom1990: {
    authors: 'Ostrom, Elinor',
    title: 'Governing the commons: The evolution of institutions for collective action',
    year: 1990,
    doi: '10.1017/CBO9780511807763',
    publisher: 'Cambridge University Press',
  },
  hardin1968: {
    authors: 'Hardin, Garrett',
    title: 'The tragedy of the commons',
    year: 1968,
    doi: '10.1126/science.162.3859.1243',
    journal: 'Science',
  },
  michel2011: {
    authors: 'Michel, Jean-Baptiste; Shen, Yuan Kui; Aiden, Aviva Presser; et al.',
    title: 'Quantitative analysis of culture using millions of digitized books',
    year: 2011,
    doi: '10.1126/science.1199644',
    journal: 'Science',
  },
  kermack1927: {
    authors: 'Kermack, William Ogilvy; McKendrick, Anderson G.',
    title: 'A contribution to the mathematical theory of epidemics',
    year: 1927,
    doi: '10.1098/rspa.1927.0118',
    journal: 'Proceedings of the Royal Society of London. Series A',
  },
  benjamini1995: {
    authors: 'Benjamini, Yoav; Hochberg, Yosef',
    title:
      'Controlling the false discovery rate: A practical and powerful approach to multiple testing',
    year: 1995,
    doi: '10.1111/j.2517-6161.1995.tb02031.x',
    journal: 'Journal of the Royal Statistical Society: Series B (Methodological)',
  },
  wilkinson2016: {
    authors: 'Wilkinson, Mark D.; Dumontier, Michel; Aalbersberg, IJsbrand Jan; et al.',
    title: 'The FAIR Guiding Principles for scientific data management and stewardship',
    year: 2016,
    doi: '10.1038/sdata.2016.18',
    journal: 'Scientific Data',
  },
  keeling1960: {
    authors: 'Keeling, Charles D.',
    title: 'The concentration and isotopic abundances of carbon dioxide in the atmosphere',
    year: 1960,
    doi: '10.1111/j.2153-3490.1960.tb01300.x',
    journal: 'Tellus',
  },
  molina1974: {
    authors: 'Molina, Mario J.; Rowland, F. Sherwood',
    title:
      'Stratospheric sink for chlorofluoromethanes: Chlorine atom-catalysed destruction of ozone',
    year: 1974,
    doi: '10.1038/249810a0',
    journal: 'Nature',
  },
  chetty2014: {
    authors: 'Chetty, Raj; Hendren, Nathaniel; Kline, Patrick; Saez, Emmanuel',
    title:
      'Where is the land of opportunity? The geography of intergenerational mobility in the United States',
    year: 2014,
    doi: '10.1093/qje/qju022',
    journal: 'The Quarterly Journal of Economics',
  },
  jinek2012: {
    authors:
      'Jinek, Martin; Chylinski, Krzysztof; Fonfara, Ines; Hauer, Michael; Doudna, Jennifer A.; Charpentier, Emmanuelle',
    title: 'A programmable dual-RNA-guided DNA endonuclease in adaptive bacterial immunity',
    year: 2012,
    doi: '10.1126/science.1225829',
    journal: 'Science',
  },
  lamport1978: {
    authors: 'Lamport, Leslie',
    title: 'Time, clocks, and the ordering of events in a distributed system',
    year: 1978,
    doi: '10.1145/359545.359563',
    journal: 'Communications of the ACM',
  },
  shannon1948: {
    authors: 'Shannon, Claude E.',
    title: 'A mathematical theory of communication',
    year: 1948,
    doi: '10.1002/j.1538-7305.1948.tb01338.x',
    journal: 'Bell System Technical Journal',
  },
};

export const IDEAS: SeedIdea[] = [
  // Amara Okafor: language technology and the humanities
  {
    key: 'ocr-bias',
    author: 'amara.okafor',
    daysAgo: 521,
    title: 'How much do OCR errors bias digital humanities conclusions?',
    challenge:
      'Most text-mining studies of historical newspapers run on OCR output with 5-30% character error rates. Errors are not random: they cluster in small fonts, damaged pages and non-English words, so some topics and communities are systematically under-counted.',
    approach:
      'Take ten published digital humanities findings, re-run each analysis on a hand-corrected sample of the same corpus, and model how the effect sizes change with error rate, typeface and page condition.',
    impact:
      'A practical error budget for the field: which conclusions survive noisy OCR, which need correction first, and where to spend scarce transcription money.',
    fields: ['Computer Science', 'Literature', 'History'],
    references: ['michel2011'],
    appeal: { impact: 8, feasibility: 7 },
  },
  {
    key: 'code-switching-corpus',
    author: 'amara.okafor',
    daysAgo: 409,
    title: 'A consented code-switching corpus from West African group chats',
    challenge:
      'Speakers in Lagos or Accra switch between English, Pidgin, Yoruba or Twi within a sentence, yet language models are trained almost entirely on monolingual text and fail on exactly this register.',
    approach:
      'Recruit community moderators to donate chat exports with explicit consent, anonymise them on-device, and annotate switch points and languages with paid native-speaker annotators.',
    impact:
      'The first openly licensed benchmark for conversational code-switching in West African languages, and a consent protocol other low-resource communities could reuse.',
    fields: ['Computer Science', 'Sociology', 'Literature'],
    appeal: { impact: 8, feasibility: 5 },
  },
  {
    key: 'fabricated-references',
    author: 'amara.okafor',
    daysAgo: 298,
    title: 'A standing audit of fabricated references in submitted manuscripts',
    challenge:
      'Editors report references that look plausible but do not exist, probably produced by text generators. Nobody knows how common they are, in which fields, or whether peer review catches them.',
    approach:
      'Partner with three journals to resolve every reference of every submission against Crossref and library catalogues, classify failures by hand, and publish anonymised monthly rates.',
    impact:
      'Evidence for editorial policy instead of anecdotes, and a free resolver that authors can run before they submit.',
    fields: ['Computer Science'],
    inspiredBy: ['ocr-bias'],
    references: ['vaswani2017'],
    appeal: { impact: 7, feasibility: 8 },
  },
  {
    key: 'consent-form-readability',
    author: 'amara.okafor',
    daysAgo: 152,
    title: 'Do readability formulas predict whether patients understand consent forms?',
    challenge:
      'Ethics boards require consent forms at a given reading grade, measured by formulas from the 1940s that count syllables. Whether a form that scores well is actually understood is rarely tested.',
    approach:
      'Collect 200 approved consent forms, quiz patients on key facts after reading, and compare classic formulas with modern language-model measures of text difficulty as predictors.',
    impact:
      'Better guidance for ethics boards and clearer forms for patients, especially those reading in a second language.',
    fields: ['Computer Science', 'Medicine'],
    appeal: { impact: 7, feasibility: 8 },
  },
  {
    key: 'oral-poetry-meter',
    author: 'amara.okafor',
    daysAgo: 61,
    title: 'Cross-lingual meter detection for recorded oral poetry',
    challenge:
      'Archives hold thousands of hours of recorded oral poetry in Igbo, Somali or Gaelic, but analysing meter still means listening and marking stresses by hand, so comparative prosody barely exists.',
    approach:
      'Train a model on a few hours of hand-scanned recordings per language, using pitch, duration and pause features, and test whether meter learned in one tradition transfers to another.',
    impact:
      'Searchable archives of oral poetry by metrical form, and the first large-scale comparison of how oral traditions organise rhythm.',
    fields: ['Literature', 'Computer Science'],
    inspiredBy: ['code-switching-corpus', 'dante-drift'],
    appeal: { impact: 6, feasibility: 5 },
  },

  // Lukas Brenner: physics and engineering
  {
    key: 'bridge-harvesting',
    author: 'lukas.brenner',
    daysAgo: 529,
    title: 'Powering bridge health sensors from pedestrian-induced vibration',
    challenge:
      'Structural health sensors on footbridges need batteries that are replaced by crews on ropes. Footbridges vibrate at low, variable frequencies that conventional harvesters are not tuned for.',
    approach:
      'Design a bistable piezoelectric harvester with a wide frequency band, install prototypes on two busy footbridges, and log harvested energy against pedestrian counts over a full year.',
    impact:
      'Maintenance-free monitoring for thousands of small bridges, and a public dataset of real pedestrian-induced vibration spectra.',
    fields: ['Engineering', 'Physics'],
    appeal: { impact: 6, feasibility: 7 },
  },
  {
    key: 'dark-photon-resonators',
    author: 'lukas.brenner',
    daysAgo: 468,
    title: 'Searching for dark photons with resonators already sitting in quantum labs',
    challenge:
      'Superconducting microwave resonators built for quantum computing are extraordinarily sensitive, and spend nights and weekends idle. Dark photon searches need exactly that sensitivity in the GHz range.',
    approach:
      'Write a shared data-taking protocol that any lab can run on idle cryostats, collect noise spectra from dozens of resonators at different frequencies, and combine them into one exclusion plot.',
    impact:
      'New limits on dark photon dark matter at almost no cost, and a model for distributed physics using existing equipment.',
    fields: ['Physics'],
    appeal: { impact: 7, feasibility: 6 },
  },
  {
    key: 'smartphone-granular',
    author: 'lukas.brenner',
    daysAgo: 262,
    title: 'Crowdsourced granular-flow experiments with smartphone sensors',
    challenge:
      'Granular avalanches, from sugar in a jar to landslides, lack large datasets across materials and scales. Lab rigs are expensive and test a handful of materials.',
    approach:
      'Publish a kit: a printable rotating drum and an app that records the avalanche with the camera and accelerometer. Schools and hobbyists test rice, sand, lentils and coffee and upload the runs.',
    impact:
      'Thousands of calibrated avalanches across materials to test scaling laws, and an engaging physics lab for schools.',
    fields: ['Physics', 'Computer Science'],
    appeal: { impact: 5, feasibility: 8 },
  },
  {
    key: 'thermal-bridge-survey',
    author: 'lukas.brenner',
    daysAgo: 181,
    title: 'Nationwide thermal-bridge maps from drone infrared surveys',
    challenge:
      'Renovation subsidies go to whoever applies, not to the buildings that leak the most heat. Heat loss through thermal bridges is invisible without an infrared survey, and surveys are done house by house.',
    approach:
      'Fly calibrated infrared drones over entire towns on cold, still winter nights, correct for sky reflection and wind, and rank buildings by estimated loss per square metre of facade.',
    impact:
      'Subsidies targeted at the worst buildings first, with measurable savings per euro spent.',
    fields: ['Engineering', 'Environmental Science'],
    appeal: { impact: 8, feasibility: 7 },
  },
  {
    key: 'nv-calibration',
    author: 'lukas.brenner',
    daysAgo: 26,
    title: 'An open inter-laboratory calibration set for NV-centre magnetometers',
    challenge:
      'Diamond NV-centre magnetometers are moving from physics labs into biology and geology, but every group calibrates differently, so reported sensitivities cannot be compared.',
    approach:
      'Circulate the same set of reference samples and coils among twenty labs, have each measure them with its own protocol, and publish raw data plus a recommended calibration procedure.',
    impact: 'Comparable numbers across the field and a faster path to certified quantum sensors.',
    fields: ['Physics', 'Engineering'],
    inspiredBy: ['dark-photon-resonators'],
    appeal: { impact: 6, feasibility: 7 },
  },

  // Mei Tanaka: biology and chemistry
  {
    key: 'tardigrade-vaccines',
    author: 'mei.tanaka',
    daysAgo: 498,
    title: 'Tardigrade disordered proteins for vaccines that need no refrigeration',
    challenge:
      'Many vaccines are lost because the cold chain breaks. Tardigrades survive complete drying thanks to intrinsically disordered proteins that form protective glasses around other molecules.',
    approach:
      'Express tardigrade CAHS proteins, co-dry them with two model protein vaccines, store at 40 °C for six months, and measure antigen integrity and immune response in mice.',
    impact: 'A route to heat-stable vaccines for regions where refrigeration is unreliable.',
    fields: ['Biology', 'Chemistry', 'Medicine'],
    appeal: { impact: 9, feasibility: 5 },
  },
  {
    key: 'ocean-pet-enzymes',
    author: 'mei.tanaka',
    daysAgo: 352,
    title: 'Mapping PET-degrading enzyme activity in ocean surface microbiomes',
    challenge:
      'Enzymes that break down PET plastic were found in a recycling plant. Whether ocean microbes already degrade floating plastic, and how fast, is unknown.',
    approach:
      'Mine existing ocean metagenome surveys for PETase-like genes, express the most divergent candidates, and measure activity at sea temperatures and salinities.',
    impact:
      'A realistic estimate of natural plastic breakdown at sea, and new enzymes adapted to cold, salty conditions for recycling.',
    fields: ['Biology', 'Environmental Science', 'Chemistry'],
    appeal: { impact: 7, feasibility: 7 },
  },
  {
    key: 'alphafold-failures',
    author: 'mei.tanaka',
    daysAgo: 231,
    title: 'A registry of protein structures that AlphaFold predicts confidently and wrongly',
    challenge:
      'Structure predictors report high confidence for some structures that experiments later contradict. These cases are scattered in papers and conference talks, so nobody can study what they share.',
    approach:
      'Collect confident-but-wrong predictions from the literature and from labs, verify each against experimental data, and look for common features: fold switching, ligands, membranes or oligomers.',
    impact:
      'A benchmark for the next generation of predictors, and a warning list for experimentalists who rely on predictions.',
    fields: ['Biology', 'Computer Science'],
    references: ['jumper2021'],
    appeal: { impact: 8, feasibility: 8 },
  },
  {
    key: 'circadian-omics',
    author: 'mei.tanaka',
    daysAgo: 118,
    title: 'Does the time of day of sampling explain irreproducible omics results?',
    challenge:
      'Up to half of genes in mammalian tissues follow a daily rhythm, yet papers rarely report the time at which samples were taken. Two labs sampling at 9 am and 4 pm may be measuring different biology.',
    approach:
      'Re-analyse public transcriptomics datasets where sampling time can be recovered from metadata or authors, and test how much between-study disagreement time of day explains.',
    impact: 'A simple reporting standard that could remove a hidden source of irreproducibility.',
    fields: ['Biology', 'Medicine'],
    references: ['ioannidis2005'],
    appeal: { impact: 8, feasibility: 9 },
  },
  {
    key: 'hydrogel-soil',
    author: 'mei.tanaka',
    daysAgo: 41,
    title: 'Self-healing hydrogels to hold water in sandy farm soils',
    challenge:
      'Sandy soils drain irrigation water before roots can use it. Commercial superabsorbent polymers fragment after a few wet-dry cycles and leave microplastic residues.',
    approach:
      'Synthesise biodegradable hydrogels with reversible cross-links that re-form after drying, and test water retention, breakdown products and crop yield in field plots over two seasons.',
    impact:
      'Less irrigation water per tonne of crop in arid regions, without adding persistent plastic to fields.',
    fields: ['Chemistry', 'Environmental Science', 'Engineering'],
    appeal: { impact: 7, feasibility: 6 },
  },

  // Rafael Ortega: economics and sociology
  {
    key: 'chat-credit-groups',
    author: 'rafael.ortega',
    daysAgo: 508,
    title: 'Rotating credit groups that moved into messaging apps',
    challenge:
      'Rotating savings and credit associations have run on trust and face-to-face meetings for centuries. Many now run in group chats, among people who may never meet. How do they enforce repayment?',
    approach:
      'Interview organisers in Buenos Aires, Lima and Lagos, collect anonymised contribution ledgers, and compare default rates of online groups with similar in-person groups.',
    impact:
      'Understanding of informal finance that reaches millions without bank accounts, and design lessons for fintech products.',
    fields: ['Economics', 'Sociology'],
    references: ['granovetter1973'],
    appeal: { impact: 7, feasibility: 7 },
  },
  {
    key: 'price-tag-inflation',
    author: 'rafael.ortega',
    daysAgo: 441,
    title: 'Inflation expectations read from photos of hand-written price tags',
    challenge:
      'In high-inflation economies, small shops re-price by hand. How often they do it reveals expected inflation better than surveys, but nobody records it.',
    approach:
      'Ask volunteers to photograph the same shop windows weekly, extract prices and re-labelling dates with OCR, and compare the re-pricing frequency with official inflation and survey expectations.',
    impact:
      'A cheap, high-frequency expectations index for central banks in countries with volatile prices.',
    fields: ['Economics', 'Computer Science'],
    appeal: { impact: 7, feasibility: 6 },
  },
  {
    key: 'battery-lemons',
    author: 'rafael.ortega',
    daysAgo: 288,
    title: 'A market for lemons in second-hand electric car batteries',
    challenge:
      'Buyers of used electric cars cannot see battery health, and sellers have no credible way to show it. Classic adverse selection should push good cars out of the market.',
    approach:
      'Scrape used-car listings in three countries, link them to battery health certificates where offered, and estimate how much certified health raises prices compared with mileage.',
    impact:
      'Evidence for whether battery certificates should be mandatory at resale, which would support the second-hand market for electric cars.',
    fields: ['Economics', 'Engineering'],
    references: ['akerlof1970'],
    appeal: { impact: 6, feasibility: 8 },
  },
  {
    key: 'four-day-family-firms',
    author: 'rafael.ortega',
    daysAgo: 97,
    title: 'Natural experiments in four-day weeks among small family firms',
    challenge:
      'Four-day week trials are run mostly by large firms that volunteer, which biases results. Small family firms sometimes switch for personal reasons: a natural experiment nobody has studied.',
    approach:
      'Find switching firms through accountants and payroll providers, match them with similar firms that did not switch, and compare output, turnover and sick days over three years.',
    impact:
      'Less biased evidence on shorter working weeks, from the kind of firm that employs most people.',
    fields: ['Economics', 'Sociology', 'Psychology'],
    appeal: { impact: 6, feasibility: 6 },
  },
  {
    key: 'remittance-insurance',
    author: 'rafael.ortega',
    daysAgo: 14,
    title: 'Remittances as climate insurance: linking transfers to drought indices',
    challenge:
      'Families hit by drought often rely on relatives abroad. Remittances may be the largest climate insurance system in the world, but transfer data have never been linked to weather shocks at village level.',
    approach:
      'Work with a money transfer operator to aggregate transfers by receiving district and week, and estimate how transfers respond to satellite drought indices and crop losses.',
    impact:
      'A measure of how migrants protect home communities, relevant to climate adaptation funding and migration policy.',
    fields: ['Economics', 'Environmental Science'],
    inspiredBy: ['chat-credit-groups', 'cocoa-carbon'],
    appeal: { impact: 8, feasibility: 5 },
  },

  // Ingrid Solberg: environmental science
  {
    key: 'snow-algae',
    author: 'ingrid.solberg',
    daysAgo: 534,
    title: 'How much do red snow algae speed up glacier melt in Norway?',
    challenge:
      'Blooms of snow algae darken glacier surfaces and lower their reflectivity, but melt models ignore them because bloom extent and timing are poorly measured.',
    approach:
      'Combine drone imaging and field spectrometry on three glaciers over two summers with algal cell counts, then scale up with Sentinel-2 imagery to estimate the extra melt.',
    impact:
      'Better melt projections for Norwegian glaciers and hydropower planning, and a method other regions can apply.',
    fields: ['Environmental Science', 'Biology'],
    appeal: { impact: 7, feasibility: 7 },
  },
  {
    key: 'fjord-microplastics',
    author: 'ingrid.solberg',
    daysAgo: 379,
    title: 'Dating the arrival of microplastics with fjord sediment cores',
    challenge:
      'Fjord sediments settle in undisturbed annual layers. They could tell us when microplastics began reaching the sea and which polymers came first, yet few cores have been analysed for plastics.',
    approach:
      'Take dated cores from four fjords near towns with known industrial histories, count and identify particles by infrared spectroscopy, layer by layer back to 1930.',
    impact:
      'A historical baseline for microplastic pollution, linking it to local industry and waste policy changes.',
    fields: ['Environmental Science', 'Chemistry', 'History'],
    appeal: { impact: 6, feasibility: 8 },
  },
  {
    key: 'parish-lake-ice',
    author: 'ingrid.solberg',
    daysAgo: 276,
    title: 'Centuries of lake-ice dates from parish records',
    challenge:
      'Long records of when lakes freeze and thaw are rare before 1900, but priests, ferrymen and merchants noted when ice roads opened and closed, in records that no one has systematically read.',
    approach:
      'Transcribe parish and trade records around twenty Nordic lakes with volunteers, cross-check against known cold winters, and build ice-season series back to the 1700s.',
    impact:
      'Climate records from before instruments, and a public history project that connects communities to their lakes.',
    fields: ['Environmental Science', 'History'],
    inspiredBy: ['whaling-logbooks'],
    appeal: { impact: 6, feasibility: 7 },
  },
  {
    key: 'heat-pump-songbirds',
    author: 'ingrid.solberg',
    daysAgo: 159,
    title: 'Do clusters of heat pumps change how urban songbirds sing?',
    challenge:
      'Heat pumps replace gas boilers across European suburbs. Their outdoor units hum at low frequencies that overlap some bird songs, and whole streets now install them within a few years.',
    approach:
      'Record dawn choruses in streets before and after heat pump roll-outs, with matched control streets, and measure changes in song pitch, timing and species richness.',
    impact:
      'Evidence to guide noise standards for heat pumps before they are installed in hundreds of millions of homes.',
    fields: ['Environmental Science', 'Biology', 'Engineering'],
    appeal: { impact: 5, feasibility: 8 },
  },
  {
    key: 'municipal-boundaries',
    author: 'ingrid.solberg',
    daysAgo: 69,
    title: 'Planetary boundaries downscaled to municipal budgets',
    challenge:
      'Planetary boundaries are defined for the whole Earth, but decisions about land, water and nitrogen are taken by municipalities. No method allocates a fair share of each boundary to a town.',
    approach:
      'Compare allocation principles (per capita, by land area, by historical responsibility) for ten Norwegian municipalities, and test the results with local planners in workshops.',
    impact:
      'Environmental targets that local governments can act on and check, grounded in Earth-system science.',
    fields: ['Environmental Science', 'Economics'],
    inspiredBy: ['cocoa-carbon'],
    references: ['rockstrom2009'],
    appeal: { impact: 7, feasibility: 6 },
  },

  // David Levin: mathematics and computing
  {
    key: 'formal-textbook',
    author: 'david.levin',
    daysAgo: 524,
    title: 'Formalise a whole undergraduate textbook and record where proofs break',
    challenge:
      'Textbook proofs skip steps that authors consider obvious. Nobody knows how many contain real gaps, or which kinds of steps students find hardest to fill in.',
    approach:
      'Formalise every theorem of a standard real analysis textbook in Lean, logging each gap, each error and each step that took more than an hour to formalise.',
    impact:
      'A corrected textbook, a map of where informal proofs hide difficulty, and teaching material built on it.',
    fields: ['Mathematics', 'Computer Science'],
    appeal: { impact: 6, feasibility: 7 },
  },
  {
    key: 'open-problem-triage',
    author: 'david.levin',
    daysAgo: 331,
    title: 'Triage open combinatorics problems by how close automated tools get',
    challenge:
      'Lists of open problems in combinatorics hold hundreds of entries of wildly different difficulty. Some may fall to SAT solvers or computer search; nobody has tried them all systematically.',
    approach:
      'Encode small cases of every problem on a public list for SAT solvers and exhaustive search, run each with a fixed budget, and record which yield counterexamples or new bounds.',
    impact:
      'A few problems solved outright, and a difficulty map that tells researchers where computation helps.',
    fields: ['Mathematics', 'Computer Science'],
    inspiredBy: ['formal-textbook'],
    appeal: { impact: 6, feasibility: 8 },
  },
  {
    key: 'contact-diary-graphs',
    author: 'david.levin',
    daysAgo: 246,
    title: 'Random graph models calibrated on contact diaries',
    challenge:
      'Epidemic and social network models use random graphs whose clustering and degree distributions are chosen for convenience. Real contact patterns, with weak and strong ties, look different.',
    approach:
      'Fit several random graph families to published anonymised contact diaries, compare how well they reproduce clustering and tie strength, and check the effect on simulated outbreaks.',
    impact: 'Network models for epidemiology and sociology that match how people actually meet.',
    fields: ['Mathematics', 'Sociology'],
    inspiredBy: ['chat-credit-groups'],
    references: ['granovetter1973', 'kermack1927'],
    appeal: { impact: 7, feasibility: 8 },
  },
  {
    key: 'fair-timetables',
    author: 'david.levin',
    daysAgo: 109,
    title: 'Fair school timetables with SAT solvers and explicit equity rules',
    challenge:
      'School timetables are built by hand or by tools that maximise room use. Part-time teachers, parents with childcare duties and students with long commutes bear hidden costs.',
    approach:
      'Encode timetabling with explicit fairness constraints, such as no one always getting the worst slots, and compare solver-built timetables with the real ones of five schools.',
    impact:
      'Timetables that schools can defend as fair, and an open tool that small schools can use.',
    fields: ['Mathematics', 'Computer Science', 'Sociology'],
    appeal: { impact: 5, feasibility: 9 },
  },
  {
    key: 'rounding-climate-spread',
    author: 'david.levin',
    daysAgo: 36,
    title: 'How much of climate model spread is floating-point rounding?',
    challenge:
      'Climate model ensembles disagree, and the spread is read as physical uncertainty. Chaotic models amplify tiny differences, including those from compilers, hardware and rounding.',
    approach:
      'Run one model repeatedly on different hardware and precisions with bit-identical inputs, and compare the spread with the spread between different models.',
    impact:
      'Clearer attribution of model disagreement, and guidance on when lower precision can save compute.',
    fields: ['Mathematics', 'Environmental Science', 'Computer Science'],
    inspiredBy: ['whaling-logbooks'],
    references: ['lorenz1963'],
    appeal: { impact: 7, feasibility: 7 },
  },

  // Priya Raman: medicine
  {
    key: 'sewage-resistance',
    author: 'priya.raman',
    daysAgo: 503,
    title: 'City-wide sewage sequencing as an early warning for antibiotic resistance',
    challenge:
      'Resistance is usually detected when patients fail treatment. Sewage carries the resistance genes of a whole city, weeks earlier, but surveillance has focused on viruses.',
    approach:
      'Sample inflow at treatment plants and hospital outflows weekly for a year in two Indian cities, sequence resistance genes, and compare trends with hospital culture results.',
    impact:
      'Earlier warnings of emerging resistance and better-targeted stewardship of antibiotic use.',
    fields: ['Medicine', 'Biology', 'Environmental Science'],
    appeal: { impact: 9, feasibility: 6 },
  },
  {
    key: 'nanobody-antivenom',
    author: 'priya.raman',
    daysAgo: 394,
    title: 'Broad-spectrum antivenom from camelid nanobodies',
    challenge:
      'Snakebite kills tens of thousands of people a year. Antivenoms are made in horses, work against few species, and need refrigeration.',
    approach:
      'Immunise llamas with toxins shared across the venoms of South Asian snakes, select nanobodies that neutralise several toxin families, and test cocktails in standard assays.',
    impact:
      'A cheaper, heat-stable antivenom that covers the snakes of a region rather than one species.',
    fields: ['Medicine', 'Biology', 'Chemistry'],
    appeal: { impact: 9, feasibility: 4 },
  },
  {
    key: 'eyelid-anaemia',
    author: 'priya.raman',
    daysAgo: 214,
    title: 'Anaemia screening from smartphone photos of the inner eyelid',
    challenge:
      'Anaemia affects a quarter of the world, and screening needs a blood test. Clinicians already estimate pallor by pulling down the lower eyelid, but by eye this is unreliable.',
    approach:
      'Photograph the inner eyelid with a colour reference card while taking a blood haemoglobin measurement, in 3,000 patients, and train and validate a model across skin tones and phones.',
    impact:
      'Non-invasive screening that community health workers can do with the phone they already carry.',
    fields: ['Medicine', 'Computer Science'],
    inspiredBy: ['mosquito-acoustics'],
    appeal: { impact: 8, feasibility: 7 },
  },
  {
    key: 'placebo-growth',
    author: 'priya.raman',
    daysAgo: 131,
    title: 'Why is the placebo response growing, and where?',
    challenge:
      'In trials of pain and depression drugs the placebo response has grown over decades, mostly in some countries. More trials fail as a result, and nobody knows why.',
    approach:
      'Pool placebo arms from trial registries, and model the response against country, year, trial size, number of sites, payments to participants and design features.',
    impact:
      'Better trial designs and fewer effective drugs abandoned because the placebo did unexpectedly well.',
    fields: ['Medicine', 'Psychology'],
    references: ['ioannidis2005'],
    appeal: { impact: 7, feasibility: 8 },
  },
  {
    key: 'heat-stress-wearables',
    author: 'priya.raman',
    daysAgo: 7,
    title: 'Wearable heat-stress alerts for outdoor workers',
    challenge:
      'Construction and farm workers in hot climates suffer heat illness because rest breaks follow the clock, not the body. Weather forecasts say nothing about a worker in the sun carrying bricks.',
    approach:
      'Give workers a cheap armband that estimates core temperature from heart rate and skin temperature, trial personalised rest alerts, and measure heat illness and productivity.',
    impact:
      'Fewer heat deaths among workers as heat waves become more frequent, with an evidence base for labour rules.',
    fields: ['Medicine', 'Engineering', 'Environmental Science'],
    inspiredBy: ['harmattan-asthma', 'thermal-bridge-survey'],
    appeal: { impact: 9, feasibility: 7 },
  },

  // Thomas Whitfield: history and philosophy of science
  {
    key: 'whaling-logbooks',
    author: 'thomas.whitfield',
    daysAgo: 516,
    title: "Reconstructing 19th-century storms from whaling ships' logbooks",
    challenge:
      'Whalers logged wind, weather and position several times a day across oceans that had no other observers. Thousands of these logbooks sit unread in archives.',
    approach:
      'Digitise logbooks with volunteers, convert wind descriptions to the Beaufort scale, and assimilate the observations into historical weather reanalyses to reconstruct storm tracks.',
    impact:
      'Better baselines for storm frequency before industrialisation, and new life for an overlooked archive.',
    fields: ['History', 'Environmental Science', 'Physics'],
    appeal: { impact: 7, feasibility: 7 },
  },
  {
    key: 'forgotten-replications',
    author: 'thomas.whitfield',
    daysAgo: 361,
    title: 'Were early 20th-century replication attempts simply forgotten?',
    challenge:
      'The replication crisis is treated as new, but journals of the 1910s-1930s printed many failed repetitions of experiments. We do not know how the field responded to them then.',
    approach:
      'Survey psychology and physiology journals from 1900 to 1940 for reported replications, trace how often the original findings kept being cited afterwards, and compare with today.',
    impact:
      'Historical perspective on the replication debate, and evidence on whether correction in science has improved.',
    fields: ['History', 'Psychology', 'Philosophy'],
    references: ['osc2015'],
    appeal: { impact: 6, feasibility: 8 },
  },
  {
    key: 'priority-disputes',
    author: 'thomas.whitfield',
    daysAgo: 254,
    title: 'A network history of priority disputes in science',
    challenge:
      'Priority disputes, from Newton and Leibniz onwards, are told as individual stories. Whether they cluster in certain fields, institutions or moments of rapid growth has not been asked.',
    approach:
      'Compile disputes from biographies and journal correspondence since 1700, code them by field and outcome, and analyse them as a network of people and institutions over time.',
    impact:
      'An understanding of when competition turns destructive in science, with lessons for credit and attribution today.',
    fields: ['History', 'Sociology', 'Philosophy'],
    appeal: { impact: 5, feasibility: 7 },
  },
  {
    key: 'museum-provenance',
    author: 'thomas.whitfield',
    daysAgo: 141,
    title: 'Machine-reading old museum labels to trace colonial provenance',
    challenge:
      'Museums must trace how objects were acquired, but the evidence is in handwritten labels, ledgers and letters across many collections, read one object at a time.',
    approach:
      'Transcribe labels and accession registers with handwriting recognition, link names of collectors, ships and dates across museums, and flag objects whose paths pass through violent episodes.',
    impact: 'Faster, more complete provenance research to support restitution decisions.',
    fields: ['History', 'Computer Science'],
    inspiredBy: ['ocr-bias'],
    appeal: { impact: 7, feasibility: 6 },
  },
  {
    key: 'abandoned-ideas',
    author: 'thomas.whitfield',
    daysAgo: 44,
    title: 'The epistemic value of abandoned research ideas',
    challenge:
      'Most research ideas are never pursued, and they leave no trace. Philosophy of science studies accepted and rejected theories, not ideas that were simply set aside.',
    approach:
      'Collect notebooks and grant drafts of working scientists, classify why ideas were dropped, and trace whether any were later pursued by others, and with what success.',
    impact:
      'A better account of how science explores its options, and arguments for platforms that share unpursued ideas.',
    fields: ['Philosophy', 'History'],
    inspiredBy: ['forgotten-replications', 'null-result-emotions'],
    references: ['kuhn1962', 'franco2014'],
    appeal: { impact: 6, feasibility: 7 },
  },

  // Sofia Marchetti: literature
  {
    key: 'dante-drift',
    author: 'sofia.marchetti',
    daysAgo: 489,
    title: 'Semantic drift across seven centuries of Dante translations',
    challenge:
      'The Divine Comedy has been translated into English more than a hundred times. Each translation reflects its time, but comparisons are made by close reading a few passages.',
    approach:
      'Align every available English translation to the Italian line by line, measure lexical and semantic distance with multilingual embeddings, and trace how choices cluster by decade.',
    impact:
      'A map of how a canonical text changes through translation, and tools for comparative translation studies.',
    fields: ['Literature', 'Computer Science'],
    inspiredBy: ['ocr-bias'],
    appeal: { impact: 5, feasibility: 8 },
  },
  {
    key: 'serial-reader-letters',
    author: 'sofia.marchetti',
    daysAgo: 339,
    title: 'How readers’ letters shaped Victorian serial novels',
    challenge:
      "Novels published in monthly parts could change in response to readers, and authors' letters hint that they did. We lack a systematic study linking letters to plot changes.",
    approach:
      'Match surviving letters from readers and editors to instalment dates for twenty serialised novels, and code plot changes that followed within two instalments.',
    impact:
      'New evidence on how audiences shaped literature, a question that matters again for web serials.',
    fields: ['Literature', 'History', 'Sociology'],
    appeal: { impact: 5, feasibility: 7 },
  },
  {
    key: 'marginalia-census',
    author: 'sofia.marchetti',
    daysAgo: 226,
    title: 'A crowdsourced census of marginalia in early printed books',
    challenge:
      'Notes that readers wrote in the margins of early printed books show how texts were actually read. They are recorded inconsistently, and most catalogues ignore them.',
    approach:
      'Build a simple protocol for librarians and visitors to photograph and tag annotated pages, starting with Italian incunabula, and link annotations to editions and owners.',
    impact:
      'A searchable record of reading practices across Europe, and a way for small libraries to contribute.',
    fields: ['Literature', 'History'],
    inspiredBy: ['serial-reader-letters'],
    appeal: { impact: 5, feasibility: 8 },
  },
  {
    key: 'audiobook-memory',
    author: 'sofia.marchetti',
    daysAgo: 99,
    title: 'Do listeners remember plot structure differently from readers?',
    challenge:
      'Audiobooks are the fastest-growing format in publishing, but studies of narrative comprehension assume silent reading. Listening sets the pace and removes the option to look back.',
    approach:
      'Assign participants a novella in print or audio, test recall of events, timeline and character relations after a week, and vary narrative complexity across texts.',
    impact:
      'Evidence on how format shapes understanding, relevant to teaching literature and to accessibility.',
    fields: ['Literature', 'Psychology'],
    appeal: { impact: 5, feasibility: 9 },
  },
  {
    key: 'fanfiction-canon',
    author: 'sofia.marchetti',
    daysAgo: 19,
    title: 'Fan fiction as evidence of canon formation in real time',
    challenge:
      'Which works become classics is studied centuries later. Fan fiction archives record, day by day, which characters and books readers choose to rewrite.',
    approach:
      'Use public metadata from large fan fiction archives to model how attention to source works rises and falls, and compare it with reviews, sales and syllabi.',
    impact:
      'A quantitative account of canon formation, tested on living culture rather than reconstructed afterwards.',
    fields: ['Literature', 'Sociology'],
    inspiredBy: ['serial-reader-letters'],
    references: ['michel2011'],
    appeal: { impact: 5, feasibility: 8 },
  },

  // Kwame Asante: global health and environment
  {
    key: 'mosquito-acoustics',
    author: 'kwame.asante',
    daysAgo: 479,
    title: 'Identifying malaria mosquito species from wingbeat sounds on cheap phones',
    challenge:
      'Malaria control depends on knowing which mosquito species are present, which needs trained entomologists and microscopes. Species differ in wingbeat frequency, which phones can record.',
    approach:
      'Record wingbeats of reared and wild-caught mosquitoes in Ghana with low-cost phones, train a classifier, and deploy it with community health volunteers in five districts.',
    impact:
      'Village-level mosquito maps at a fraction of the current cost, guiding bed net and spraying campaigns.',
    fields: ['Medicine', 'Biology', 'Computer Science'],
    appeal: { impact: 9, feasibility: 7 },
  },
  {
    key: 'ewaste-lead',
    author: 'kwame.asante',
    daysAgo: 321,
    title: 'Blood lead levels of children living near informal e-waste sites',
    challenge:
      'Burning cables to recover copper releases lead and other metals near homes and schools. Exposure of children around the sites is poorly quantified and not tracked over time.',
    approach:
      'Measure blood lead in children at increasing distances from sites in Accra with point-of-care devices, alongside soil and dust samples, and repeat after a cable-stripping machine programme.',
    impact: 'Evidence for interventions that protect children while keeping recycling livelihoods.',
    fields: ['Medicine', 'Environmental Science', 'Chemistry'],
    appeal: { impact: 8, feasibility: 7 },
  },
  {
    key: 'cocoa-carbon',
    author: 'kwame.asante',
    daysAgo: 201,
    title: 'Carbon accounting for cocoa agroforestry that farmers can verify',
    challenge:
      'Cocoa farmers who keep shade trees store carbon, and carbon markets could pay them, but current measurement is done by outside consultants whose numbers farmers cannot check.',
    approach:
      'Develop a tree-measurement protocol with a tape, a phone and an allometric table, compare it with laser scanning on 100 farms, and co-design the payment rules with farmer cooperatives.',
    impact:
      'Carbon payments that reach farmers and that they can trust, encouraging shade trees over deforestation.',
    fields: ['Environmental Science', 'Economics'],
    references: ['keeling1960'],
    appeal: { impact: 8, feasibility: 7 },
  },
  {
    key: 'remedy-screening',
    author: 'kwame.asante',
    daysAgo: 84,
    title: 'Screening traditional fever remedies for antimalarial compounds',
    challenge:
      'Artemisinin came from a traditional fever remedy. Hundreds of West African plant remedies for fever have never been tested systematically, while resistance to current drugs spreads.',
    approach:
      'Document remedies with herbalists under a benefit-sharing agreement, prepare extracts as they are used, and screen them against drug-resistant parasite strains in culture.',
    impact:
      'New leads for antimalarial drugs, with benefits shared with the communities that hold the knowledge.',
    fields: ['Medicine', 'Chemistry'],
    inspiredBy: ['nanobody-antivenom'],
    appeal: { impact: 8, feasibility: 5 },
  },
  {
    key: 'harmattan-asthma',
    author: 'kwame.asante',
    daysAgo: 11,
    title: 'Harmattan dust forecasts for asthma admissions',
    challenge:
      'Each dry season the Harmattan wind carries Saharan dust across West Africa, and asthma admissions rise. Hospitals are not warned, and patients are not advised in advance.',
    approach:
      'Link daily admissions in four hospitals to satellite dust forecasts, find the lead time at which forecasts predict surges, and pilot SMS warnings to registered patients.',
    impact: 'Fewer severe asthma attacks and better-prepared hospitals during the dusty season.',
    fields: ['Medicine', 'Environmental Science'],
    appeal: { impact: 8, feasibility: 8 },
  },

  // Hannah Becker: psychology
  {
    key: 'decision-fatigue-field',
    author: 'hannah.becker',
    daysAgo: 471,
    title: 'A preregistered field test of decision fatigue among loan officers',
    challenge:
      'Famous studies claim that judges and officers become harsher before breaks. Critics argue scheduling explains the effect. The claim is widely taught but was never tested with random assignment.',
    approach:
      'With a microfinance lender, randomise the order in which applications reach officers and the timing of breaks, and measure approval rates over the day.',
    impact:
      'A definitive answer on a widely taught effect, and if real, a cheap way to make decisions fairer.',
    fields: ['Psychology', 'Economics'],
    references: ['osc2015', 'kahneman1979'],
    appeal: { impact: 7, feasibility: 6 },
  },
  {
    key: 'board-game-risk',
    author: 'hannah.becker',
    daysAgo: 309,
    title: 'How children learn about probability from board games',
    challenge:
      'Children play dice games long before they learn probability at school. Whether the games teach them intuitions about chance, or false ones, is unknown.',
    approach:
      'Have children aged 6-10 play board games with different dice mechanics for a month, and test their probability judgements before and after against a control group playing non-random games.',
    impact: 'Guidance for parents and teachers on which games build good intuitions about risk.',
    fields: ['Psychology', 'Mathematics'],
    appeal: { impact: 5, feasibility: 9 },
  },
  {
    key: 'boredom-originality',
    author: 'hannah.becker',
    daysAgo: 189,
    title: 'Does boredom make scientists more original? A diary study',
    challenge:
      'Anecdotes credit idle time with breakthroughs, while research careers reward constant output. Nobody has measured boredom and idea generation in working scientists.',
    approach:
      'Ask 300 researchers to log boredom and new ideas in a phone diary for three months, and rate the ideas for originality with blinded experts.',
    impact: 'Evidence on whether protected unstructured time is worth funding, and for whom.',
    fields: ['Psychology', 'Sociology'],
    appeal: { impact: 6, feasibility: 8 },
  },
  {
    key: 'null-result-emotions',
    author: 'hannah.becker',
    daysAgo: 76,
    title: 'The emotional cost of null results for early-career researchers',
    challenge:
      'Null results are hard to publish, and doctoral students whose experiments fail may take the blame personally. The effect on wellbeing and on leaving research is not measured.',
    approach:
      'Survey doctoral students at the start and end of a failed or successful study, with follow-ups on career choices, across several countries and fields.',
    impact:
      'Evidence for supervisors and funders about how publication incentives affect the people who do research.',
    fields: ['Psychology', 'Sociology'],
    inspiredBy: ['forgotten-replications'],
    references: ['rosenthal1979'],
    appeal: { impact: 7, feasibility: 8 },
  },
  {
    key: 'heatwave-framing',
    author: 'hannah.becker',
    daysAgo: 4,
    title: 'Loss framing versus gain framing in heat-wave warnings',
    challenge:
      'Heat-wave warnings often go unheeded by older people, who are most at risk. Prospect theory predicts that framing advice as avoiding losses should work better, but warnings are rarely tested.',
    approach:
      'Randomise the framing of SMS heat warnings sent by a municipal service and measure behaviour through calls to helplines, pharmacy visits and emergency admissions.',
    impact: 'Heat warnings that protect more people, at no extra cost.',
    fields: ['Psychology', 'Environmental Science'],
    inspiredBy: ['heat-stress-wearables'],
    references: ['kahneman1979'],
    appeal: { impact: 8, feasibility: 8 },
  },

  // Julien Moreau: philosophy and sociology
  {
    key: 'autonomous-vehicle-intuitions',
    author: 'julien.moreau',
    daysAgo: 459,
    title: 'Do moral intuitions about self-driving cars change after riding in one?',
    challenge:
      'Surveys of moral dilemmas for autonomous vehicles ask people who have never been in one. Experience may change which trade-offs feel acceptable.',
    approach:
      'Survey passengers before and after their first rides in robotaxi services, with a control group that rode in conventional taxis, using the same dilemmas.',
    impact:
      'A better basis for regulating automated vehicles than intuitions formed in the abstract.',
    fields: ['Philosophy', 'Psychology', 'Computer Science'],
    appeal: { impact: 6, feasibility: 7 },
  },
  {
    key: 'gettier-experts',
    author: 'julien.moreau',
    daysAgo: 301,
    title: 'Do philosophers and lawyers judge Gettier cases differently?',
    challenge:
      'Gettier cases are taken to show that justified true belief is not knowledge. Experimental work on lay people gives mixed results; professionals who decide on knowledge, like judges, have not been tested.',
    approach:
      'Present matched Gettier and control vignettes to philosophers, lawyers and lay people in three languages, and compare knowledge attributions.',
    impact:
      'Data on whether a central philosophical intuition is shared by experts in other fields.',
    fields: ['Philosophy', 'Psychology'],
    references: ['gettier1963'],
    appeal: { impact: 4, feasibility: 9 },
  },
  {
    key: 'open-source-commons',
    author: 'julien.moreau',
    daysAgo: 171,
    title: "Ostrom's design principles tested on open-source foundations",
    challenge:
      'Open-source projects are commons that suffer from maintainer burnout. Ostrom described principles for lasting commons, but they are rarely tested on digital ones.',
    approach:
      'Code the governance of 200 foundations and projects against the eight principles, and relate them to maintainer turnover and project survival over ten years.',
    impact: 'Governance advice for the infrastructure the digital economy depends on.',
    fields: ['Sociology', 'Economics', 'Computer Science'],
    references: ['ostrom1990', 'hardin1968'],
    appeal: { impact: 7, feasibility: 8 },
  },
  {
    key: 'giving-ideas-away',
    author: 'julien.moreau',
    daysAgo: 31,
    title: 'The ethics of giving research ideas away',
    challenge:
      'Sharing an idea you will not pursue seems generous, but may shift risk and credit in unfair ways: to students who cannot say no, or to labs that can move fastest.',
    approach:
      'Interview researchers who gave or took ideas, analyse cases from platforms like this one, and develop principles for credit, consent and acknowledgement.',
    impact:
      'Norms that make idea sharing fair, and guidance for platforms and journals on crediting idea givers.',
    fields: ['Philosophy', 'Sociology'],
    inspiredBy: ['abandoned-ideas'],
    appeal: { impact: 5, feasibility: 8 },
  },
  {
    key: 'octopus-consciousness',
    author: 'julien.moreau',
    daysAgo: 27,
    title: 'Operational tests for consciousness in octopuses',
    challenge:
      'Animal welfare law now covers cephalopods in some countries, on the assumption that they can feel. Philosophical arguments about consciousness offer no tests that a lab can run.',
    approach:
      'Translate philosophical markers of experience, such as trade-offs between pain and reward, into behavioural experiments with octopuses, and pre-register what would count against consciousness.',
    impact:
      'A bridge between philosophy of mind and welfare science, with consequences for aquaculture.',
    fields: ['Philosophy', 'Biology'],
    references: ['nagel1974'],
    appeal: { impact: 6, feasibility: 5 },
  },
];

/** Discussion threads, by idea key. Replies nest; a few comments carry moderation states. */
export const COMMENTS: Record<string, SeedComment[]> = {
  'ocr-bias': [
    {
      by: 'sofia.marchetti',
      text: 'We see exactly this with Italian newspapers: dialect words vanish from the OCR and then from the topic models. Happy to share a hand-corrected sample from the 1890s.',
      replies: [
        {
          by: 'amara.okafor',
          text: 'That would be wonderful. A sample with dialect words is precisely what the error model needs.',
        },
        {
          by: 'thomas.whitfield',
          text: 'Worth adding handwritten sources too. HTR error rates are higher and even less uniform.',
        },
      ],
    },
    {
      by: 'demo',
      text: 'Could the error budget be published as a simple calculator for researchers planning a study?',
    },
  ],
  'fabricated-references': [
    {
      by: 'david.levin',
      text: 'Mathematics journals would be an interesting control: references there are few and checked by reviewers who know the literature well.',
    },
    {
      by: 'citation-deals',
      text: 'Tired of checking references? Our citation service fixes your bibliography for only $9.99 a month, link in profile!',
      status: 'hidden',
      flags: [
        { reason: 'spam', note: 'An advert for a paid service, posted under several ideas.' },
        { reason: 'spam' },
        {},
      ],
    },
  ],
  'tardigrade-vaccines': [
    {
      by: 'priya.raman',
      text: 'If this works for protein antigens it would transform rural immunisation in India. Have you looked at mRNA-lipid formulations as well?',
      replies: [
        {
          by: 'mei.tanaka',
          text: 'Not yet. Lipid nanoparticles behave very differently when dried, so I would start with protein subunit vaccines.',
          replies: [
            { by: 'priya.raman', text: 'Makes sense. Happy to help with the immunogenicity side.' },
          ],
        },
      ],
    },
    {
      by: 'kwame.asante',
      text: 'The cold chain in northern Ghana fails most often in the last 20 km. This is the problem worth solving.',
    },
  ],
  'alphafold-failures': [
    {
      by: 'amara.okafor',
      text: 'A registry like this is also useful to computer scientists: we need failure cases to test uncertainty estimates.',
    },
    {
      by: 'demo',
      text: 'Would fold-switching proteins dominate the registry? They seem like the obvious weak spot.',
      replies: [
        {
          by: 'mei.tanaka',
          text: 'Probably at first, which is why the registry should record the class of failure, not just the protein.',
        },
      ],
    },
  ],
  'circadian-omics': [
    {
      by: 'hannah.becker',
      text: 'The same problem exists for cognitive testing. Time of day effects on memory tasks are large and rarely reported.',
    },
    {
      by: 'priya.raman',
      text: 'Clinical trial sample logs often have the time. Could be a second data source.',
    },
  ],
  'chat-credit-groups': [
    {
      by: 'kwame.asante',
      text: 'Susu groups in Accra went to WhatsApp during the pandemic and many never went back. I know organisers who would talk to you.',
      replies: [
        {
          by: 'rafael.ortega',
          text: 'Thank you, that would make the comparison across continents possible.',
        },
      ],
    },
    {
      by: 'julien.moreau',
      text: 'Who is in the group chat but never contributes? Lurkers might be future members checking trust.',
    },
  ],
  'battery-lemons': [
    {
      by: 'lukas.brenner',
      text: 'Battery health reports from the car itself are not always reliable. The certificate method matters a lot.',
      replies: [
        {
          by: 'rafael.ortega',
          text: 'Good point. I would code the certificate type and test whether buyers price them differently.',
        },
      ],
    },
  ],
  'snow-algae': [
    {
      by: 'mei.tanaka',
      text: 'The pigments of snow algae are fascinating chemistry in themselves. Do you plan to sample them?',
    },
    {
      by: 'demo',
      text: 'Isn’t this just a rehash of existing glacier albedo studies? Seems like a waste of funding.',
      status: 'flagged',
      flags: [
        { reason: 'harassment', note: 'Dismisses the author rather than discussing the idea.' },
        { reason: 'off-topic' },
        { reason: 'harassment' },
      ],
    },
  ],
  'parish-lake-ice': [
    {
      by: 'thomas.whitfield',
      text: 'Danish and Swedish parish records have similar notes. Beware that calendar reform shifted dates by 11 days in 1700 and 1753.',
      replies: [
        {
          by: 'ingrid.solberg',
          text: 'Thank you, that is exactly the kind of trap I would have fallen into.',
        },
      ],
    },
  ],
  'formal-textbook': [
    {
      by: 'amara.okafor',
      text: 'The log of time spent per step would be a great dataset for automated theorem proving research.',
    },
    {
      by: 'hannah.becker',
      text: 'You could compare the hard steps with where students make mistakes in exams.',
      replies: [
        {
          by: 'david.levin',
          text: 'Yes! I have ten years of exam scripts. That would be a nice second study.',
        },
      ],
    },
  ],
  'rounding-climate-spread': [
    {
      by: 'ingrid.solberg',
      text: 'Some centres already run such experiments internally. Publishing them openly would already be a contribution.',
    },
  ],
  'sewage-resistance': [
    {
      by: 'kwame.asante',
      text: 'Accra has a similar setup. A two-country comparison would make this much stronger.',
      replies: [
        {
          by: 'priya.raman',
          text: 'Let us talk. Same protocol, same sequencing pipeline, different health systems.',
        },
        {
          by: 'mei.tanaka',
          text: 'We could contribute long-read sequencing to place genes on plasmids.',
        },
      ],
    },
    {
      by: 'julien.moreau',
      text: 'Call me on +33 6 12 34 56 78 to discuss, I have a lot of opinions on this.',
      status: 'deleted',
      flags: [{ reason: 'other', note: 'It publishes a personal phone number.' }],
    },
  ],
  'eyelid-anaemia': [
    {
      by: 'kwame.asante',
      text: 'Validation across skin tones is the crucial part; many pulse oximeters failed exactly there.',
    },
    { by: 'demo', text: 'How would lighting conditions in the field be controlled?' },
  ],
  'whaling-logbooks': [
    {
      by: 'ingrid.solberg',
      text: 'Old Weather did this for Royal Navy logs; their volunteer protocol may save you a year.',
      replies: [
        {
          by: 'thomas.whitfield',
          text: 'Indeed, and whalers went where the Navy did not, so the data complement each other.',
        },
      ],
    },
  ],
  'abandoned-ideas': [
    {
      by: 'julien.moreau',
      text: 'Fits nicely with my idea about the ethics of giving ideas away. We should talk.',
    },
    {
      by: 'sofia.marchetti',
      text: 'Literary drafts have the same structure: abandoned plots that other authors later wrote.',
    },
    {
      by: 'demo',
      text: 'Meta: this platform itself could become the dataset.',
      replies: [{ by: 'thomas.whitfield', text: 'That was, admittedly, part of the plan.' }],
    },
  ],
  'dante-drift': [
    {
      by: 'amara.okafor',
      text: 'Multilingual embeddings struggle with archaic English. Historical language models might be needed.',
    },
  ],
  'fanfiction-canon': [
    {
      by: 'rafael.ortega',
      text: 'I write fanfic myself and I think this is an invasion of privacy, the authors never agreed to be studied.',
      // One reader's flag awaits review: the comment stays active until three agree.
      flags: [{ reason: 'other', note: 'Accuses the author of something they have not done.' }],
    },
    {
      by: 'sofia.marchetti',
      text: 'An important concern: I would use only public metadata (tags, counts, dates), never the texts, and follow the archive terms.',
    },
  ],
  'mosquito-acoustics': [
    {
      by: 'lukas.brenner',
      text: 'Phone microphones roll off below 300 Hz. Check that the fundamental of your species is above that.',
    },
    {
      by: 'priya.raman',
      text: 'We would love to trial this in Karnataka too.',
      replies: [
        {
          by: 'kwame.asante',
          text: 'Wonderful. Species differ, so a second region is a real test of the classifier.',
        },
      ],
    },
  ],
  'cocoa-carbon': [
    {
      by: 'rafael.ortega',
      text: 'The payment rules are the hard part. Who gets paid when land is rented?',
    },
    {
      by: 'ingrid.solberg',
      text: 'Laser scanning comparison is a great idea. Allometric tables for shade trees are often poor.',
    },
  ],
  'harmattan-asthma': [
    {
      by: 'priya.raman',
      text: 'Similar dust events hit north India before the monsoon. This could transfer.',
    },
  ],
  'decision-fatigue-field': [
    {
      by: 'julien.moreau',
      text: 'The original parole study is taught in every ethics of AI course I know. A clear answer would matter.',
    },
    {
      by: 'david.levin',
      text: 'Randomising the order is elegant. You need to think about officers learning the design, though.',
      replies: [
        {
          by: 'hannah.becker',
          text: 'Yes, they will only be told that the order of cases is varied for workload reasons.',
        },
      ],
    },
  ],
  'null-result-emotions': [
    {
      by: 'thomas.whitfield',
      text: 'The historical comparison would be interesting: did students in the 1950s feel the same?',
    },
    { by: 'demo', text: 'As someone who has had a year of null results: please do this study.' },
  ],
  'heatwave-framing': [
    {
      by: 'priya.raman',
      text: 'Could be combined with the wearable alerts idea for workers: same framing question, different population.',
    },
  ],
  'open-source-commons': [
    {
      by: 'amara.okafor',
      text: 'As a maintainer: the principle about monitoring is the one projects get wrong most often.',
    },
    {
      by: 'admin',
      text: 'Reminder: please keep discussion about the idea itself. Offers of paid services will be hidden.',
    },
  ],
  'octopus-consciousness': [
    {
      by: 'mei.tanaka',
      text: 'Octopuses can be trained on trade-off tasks, but they are very individual. You need large samples.',
    },
    {
      by: 'demo',
      text: 'Off topic, but does anyone know a good aquarium supplier in Berlin? Asking for my pet octopus.',
      status: 'hidden',
      flags: [{ reason: 'off-topic' }],
    },
  ],
};

/** Ideas the demo user keeps in their favorites, so the favorites page is not empty. */
export const DEMO_FAVORITES = [
  'alphafold-failures',
  'abandoned-ideas',
  'heat-stress-wearables',
  'null-result-emotions',
  'ocr-bias',
];
