/**
 * The starter supplies in German (decision 0350), keyed by their English names: a missing or extra
 * one is a type error. Words after the BBK's Notvorrat checklist (Trinkwasser, Konserven, Reis,
 * Hülsenfrüchte, Verbandmaterial, Taschenlampe, Kurbelradio, Rettungsdecken). Metric (decision
 * 0344): water in litres, rice and beans in kilograms (a German "Pfund" is 500 g), rope in metres;
 * `from` converts the English figures, which are never retyped here.
 */
import { KG_PER_POUND, LITRES_PER_US_GALLON, METRES_PER_FOOT, type StarterTexts } from '../starter-texts';

const de: StarterTexts = {
  'Water (Gallons)': { name: 'Trinkwasser (Liter)', unit: 'Liter', from: LITRES_PER_US_GALLON },
  'Water Purification Tablets': { name: 'Tabletten zur Trinkwasseraufbereitung', unit: 'Tabletten' },
  'Water Filters': { name: 'Wasserfilter', unit: 'Filter' },
  'Canned Food': { name: 'Konserven', unit: 'Dosen' },
  'Rice (Pounds)': { name: 'Reis (Kilogramm)', unit: 'kg', from: KG_PER_POUND },
  'Dried Beans': { name: 'Getrocknete Hülsenfrüchte', unit: 'kg', from: KG_PER_POUND },
  'Energy Bars': { name: 'Energieriegel', unit: 'Riegel' },
  Bandages: { name: 'Verbandmaterial', unit: 'Stück' },
  Antibiotics: { name: 'Antibiotika', unit: 'Packungen' },
  'Pain Relievers': { name: 'Schmerzmittel', unit: 'Tabletten' },
  Antiseptic: { name: 'Desinfektionsmittel', unit: 'Flaschen' },
  Flashlights: { name: 'Taschenlampen', unit: 'Stück' },
  Batteries: { name: 'Batterien', unit: 'Stück' },
  'Multi-tool': { name: 'Multifunktionswerkzeug', unit: 'Stück' },
  'Rope (Feet)': { name: 'Seil (Meter)', unit: 'm', from: METRES_PER_FOOT },
  'Two-way Radios': { name: 'Funkgeräte', unit: 'Geräte' },
  'Emergency Radio': { name: 'Kurbelradio', unit: 'Radio' },
  'Solar Charger': { name: 'Solarladegerät', unit: 'Ladegerät' },
  'Emergency Blankets': { name: 'Rettungsdecken', unit: 'Decken' },
  Tent: { name: 'Zelt', unit: 'Zelt' },
  'Sleeping Bags': { name: 'Schlafsäcke', unit: 'Schlafsäcke' },
};

export default de;
