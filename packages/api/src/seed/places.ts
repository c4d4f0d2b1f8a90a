/** A French city the demo data places companies, offers and candidates in (town hall coordinates). */
export interface DemoCity {
  name: string;
  postalCode: string;
  lat: number;
  lng: number;
}

export const demoCities: readonly DemoCity[] = [
  { name: "Paris", postalCode: "75001", lat: 48.8566, lng: 2.3522 },
  { name: "Marseille", postalCode: "13001", lat: 43.2965, lng: 5.3698 },
  { name: "Lyon", postalCode: "69001", lat: 45.764, lng: 4.8357 },
  { name: "Toulouse", postalCode: "31000", lat: 43.6047, lng: 1.4442 },
  { name: "Nice", postalCode: "06000", lat: 43.7102, lng: 7.262 },
  { name: "Nantes", postalCode: "44000", lat: 47.2184, lng: -1.5536 },
  { name: "Montpellier", postalCode: "34000", lat: 43.6108, lng: 3.8767 },
  { name: "Strasbourg", postalCode: "67000", lat: 48.5734, lng: 7.7521 },
  { name: "Bordeaux", postalCode: "33000", lat: 44.8378, lng: -0.5792 },
  { name: "Lille", postalCode: "59000", lat: 50.6292, lng: 3.0573 },
  { name: "Rennes", postalCode: "35000", lat: 48.1173, lng: -1.6778 },
  { name: "Reims", postalCode: "51100", lat: 49.2583, lng: 4.0317 },
  { name: "Le Havre", postalCode: "76600", lat: 49.4944, lng: 0.1079 },
  { name: "Saint-Étienne", postalCode: "42000", lat: 45.4397, lng: 4.3872 },
  { name: "Toulon", postalCode: "83000", lat: 43.1242, lng: 5.928 },
  { name: "Grenoble", postalCode: "38000", lat: 45.1885, lng: 5.7245 },
  { name: "Dijon", postalCode: "21000", lat: 47.322, lng: 5.0415 },
  { name: "Angers", postalCode: "49000", lat: 47.4784, lng: -0.5632 },
  { name: "Nîmes", postalCode: "30000", lat: 43.8367, lng: 4.3601 },
  { name: "Clermont-Ferrand", postalCode: "63000", lat: 45.7772, lng: 3.087 },
  { name: "Tours", postalCode: "37000", lat: 47.3941, lng: 0.6848 },
  { name: "Limoges", postalCode: "87000", lat: 45.8336, lng: 1.2611 },
  { name: "Amiens", postalCode: "80000", lat: 49.8941, lng: 2.2958 },
  { name: "Metz", postalCode: "57000", lat: 49.1193, lng: 6.1757 },
  { name: "Besançon", postalCode: "25000", lat: 47.2378, lng: 6.0241 },
  { name: "Orléans", postalCode: "45000", lat: 47.903, lng: 1.9093 },
  { name: "Rouen", postalCode: "76000", lat: 49.4432, lng: 1.0999 },
  { name: "Caen", postalCode: "14000", lat: 49.1829, lng: -0.3707 },
  { name: "Brest", postalCode: "29200", lat: 48.3904, lng: -4.4861 },
  { name: "Annecy", postalCode: "74000", lat: 45.8992, lng: 6.1294 },
  { name: "La Rochelle", postalCode: "17000", lat: 46.1603, lng: -1.1511 },
  { name: "Pau", postalCode: "64000", lat: 43.2951, lng: -0.3708 },
  { name: "Perpignan", postalCode: "66000", lat: 42.6887, lng: 2.8948 },
  { name: "Nancy", postalCode: "54000", lat: 48.6921, lng: 6.1844 },
  { name: "Poitiers", postalCode: "86000", lat: 46.5802, lng: 0.3404 },
];

/** The city of that name; throws on a typo in the catalogue rather than seeding a city-less row. */
export function demoCity(name: string): DemoCity {
  const city = demoCities.find((candidate) => candidate.name === name);
  if (!city) throw new Error(`Ville inconnue des données de démonstration : ${name}`);
  return city;
}
