import { describe, expect, it } from 'vitest';
import { DEFAULT_RESOURCES } from '../resources/catalogue';
import { isEssential, petFoodKgPerDay } from './shopping-figures';

describe('essentials', () => {
  it('are the first aid and medicines category, batteries, light and the emergency radio', () => {
    expect(DEFAULT_RESOURCES.filter(isEssential).map((r) => r.name)).toEqual([
      'Bandages',
      'Antibiotics',
      'Pain Relievers',
      'Antiseptic',
      'Flashlights',
      'Batteries',
      'Emergency Radio',
    ]);
  });

  it('include custom rows named for batteries or a torch, in any category', () => {
    expect(isEssential({ category: 'Tools & Equipment', name: 'AA battery pack' })).toBe(true);
    expect(isEssential({ category: 'Shelter & Warmth', name: 'Head torch' })).toBe(true);
    expect(isEssential({ category: 'Communication', name: 'Two-way Radios' })).toBe(false);
  });
});

describe('pet food a day', () => {
  it('is 70 × kg^0.75 kcal, × 1.6 for a dog and × 1.2 for a cat, in dry food of 3,000 kcal per kg', () => {
    // A 16 kg dog: 16^0.75 = 8, 560 kcal at rest, 896 a day: 0.299 kg.
    expect(petFoodKgPerDay('dog', 16)).toBeCloseTo(896 / 3000, 10);
    // A 1 kg cat: 70 kcal at rest, 84 a day.
    expect(petFoodKgPerDay('cat', 1)).toBeCloseTo(84 / 3000, 10);
    expect(petFoodKgPerDay('other', 2)).toBeNull();
  });
});
