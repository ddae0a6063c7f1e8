/**
 * The world's countries as GeoJSON features from world-atlas's countries-110m (Natural Earth 1:110m,
 * public domain), read once per process. Coordinates are rounded to 0.1° (about 11 km, finer than the
 * 1:110m map itself) so a stored chart stays small (never to -0, which JSON would not keep).
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { topojson } from 'chartjs-chart-geo'

export interface Country {
  /** ISO 3166-1 numeric code as world-atlas writes it ("840"); a few disputed areas have none. */
  id: string | null
  name: string
  feature: { type: 'Feature'; id?: string; properties: { name: string }; geometry: unknown }
}

let countries: Country[] | null = null

const roundCoordinates = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(roundCoordinates)
    : typeof value === 'number'
      ? Math.round(value * 10) / 10 || 0
      : value

export function worldCountries(): Country[] {
  if (!countries) {
    const file = createRequire(import.meta.url).resolve('world-atlas/countries-110m.json')
    const atlas = JSON.parse(readFileSync(file, 'utf8'))
    const collection = topojson.feature(atlas, atlas.objects.countries) as unknown as {
      features: { id?: string; properties: { name: string }; geometry: { type: string; coordinates: unknown } }[]
    }
    countries = collection.features.map((feature) => ({
      id: feature.id ?? null,
      name: feature.properties.name,
      feature: {
        type: 'Feature',
        ...(feature.id ? { id: feature.id } : {}),
        properties: { name: feature.properties.name },
        geometry: { type: feature.geometry.type, coordinates: roundCoordinates(feature.geometry.coordinates) },
      },
    }))
  }
  return countries
}
