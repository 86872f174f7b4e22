import { describe, expect, it } from 'vitest';
import { communityPreparednessScore, personalPreparednessScore } from './stats';

describe('communityPreparednessScore = floor((preppers + plans + kits) / 10000 * 100)', () => {
  it.each([
    [0, 0, 0, 0],
    [1, 0, 0, 0],
    [99, 0, 0, 0],
    [100, 0, 0, 1],
    [50, 25, 24, 0],
    [50, 25, 25, 1],
    [9_999, 0, 0, 99],
    [10_000, 0, 0, 100],
    [1_000_000, 0, 0, 10_000],
  ])('%i preppers, %i plans, %i kits -> %i', (p, pl, k, score) => {
    expect(communityPreparednessScore(p, pl, k)).toBe(score);
  });
});

describe('personalPreparednessScore = floor((plans + kits) / 100 * 100), capped at 100', () => {
  it.each([
    [0, 0, 0],
    [1, 0, 1],
    [3, 4, 7],
    [60, 39, 99],
    [60, 40, 100],
    [200, 5, 100],
  ])('%i plans, %i kits -> %i', (plans, kits, score) => {
    expect(personalPreparednessScore(plans, kits)).toBe(score);
  });
});
