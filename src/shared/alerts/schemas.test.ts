import { describe, expect, it } from 'vitest';
import { parseCircle, parsePolygon, parseReferences } from './schemas';

describe('CAP text fields', () => {
  it('references: triples kept, malformed ones dropped', () => {
    expect(parseReferences('a@b,id-1,2012-05-02T21:45:05-00:00 a@b,id-2,2012-05-02T22:00:00+01:00')).toEqual([
      { sender: 'a@b', identifier: 'id-1', sent: '2012-05-02T21:45:05-00:00' },
      { sender: 'a@b', identifier: 'id-2', sent: '2012-05-02T22:00:00+01:00' },
    ]);
    expect(parseReferences('a@b,id-1 a@b,id-2,yesterday x,y,z,w')).toEqual([]);
    expect(parseReferences(null)).toEqual([]);
  });
  it('polygon: "lat,lon" pairs, at least 3, in range', () => {
    expect(parsePolygon(' 1,2  3,4\n5,6 ')).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
    expect(parsePolygon('1,2 3,4')).toBeNull();
    expect(parsePolygon('91,2 3,4 5,6')).toBeNull();
    expect(parsePolygon('1,2 3,x 5,6')).toBeNull();
    expect(parsePolygon('1,2,7 3,4 5,6')).toBeNull();
    expect(parsePolygon('1, 3,4 5,6')).toBeNull();
  });
  it('circle: "lat,lon radius"', () => {
    expect(parseCircle('-35.3888,147.0598 25.0')).toEqual([-35.3888, 147.0598, 25]);
    expect(parseCircle('-35.3888,147.0598')).toBeNull();
    expect(parseCircle('-95,147 1')).toBeNull();
  });
});
