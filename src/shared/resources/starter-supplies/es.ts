/**
 * The starter supplies in Spanish (decision 0350), keyed by their English names: a missing or
 * extra one is a type error. Words after Listo.gov's "Arme un kit" (agua, tabletas para purificar
 * el agua, alimentos enlatados, linternas, baterías, radio de emergencia, mantas de emergencia);
 * US measures, as Listo.gov gives them, so the English figures stand as they are.
 */
import type { StarterTexts } from '../starter-texts';

const es: StarterTexts = {
  'Water (Gallons)': { name: 'Agua (galones)', unit: 'galones' },
  'Water Purification Tablets': { name: 'Tabletas para purificar el agua', unit: 'tabletas' },
  'Water Filters': { name: 'Filtros de agua', unit: 'filtros' },
  'Canned Food': { name: 'Alimentos enlatados', unit: 'latas' },
  'Rice (Pounds)': { name: 'Arroz (libras)', unit: 'libras' },
  'Dried Beans': { name: 'Frijoles secos', unit: 'libras' },
  'Energy Bars': { name: 'Barras energéticas', unit: 'barras' },
  Bandages: { name: 'Vendas', unit: 'unidades' },
  Antibiotics: { name: 'Antibióticos', unit: 'frascos' },
  'Pain Relievers': { name: 'Analgésicos', unit: 'pastillas' },
  Antiseptic: { name: 'Antiséptico', unit: 'frascos' },
  Flashlights: { name: 'Linternas', unit: 'unidades' },
  Batteries: { name: 'Baterías', unit: 'unidades' },
  'Multi-tool': { name: 'Herramienta multiusos', unit: 'unidades' },
  'Rope (Feet)': { name: 'Cuerda (pies)', unit: 'pies' },
  'Two-way Radios': { name: 'Radios bidireccionales', unit: 'radios' },
  'Emergency Radio': { name: 'Radio de emergencia', unit: 'radio' },
  'Solar Charger': { name: 'Cargador solar', unit: 'cargador' },
  'Emergency Blankets': { name: 'Mantas de emergencia', unit: 'mantas' },
  Tent: { name: 'Tienda de campaña', unit: 'tienda' },
  'Sleeping Bags': { name: 'Sacos de dormir', unit: 'sacos' },
};

export default es;
