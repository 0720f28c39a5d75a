/**
 * Where the pin map opens for each state: the state capital, rounded to 0.01° (about 1 km). Only
 * a starting view — the person places the pin — so a rough point is enough, and it needs no network.
 */
import type { StateName } from '@casona/proto/geo/states';

export const MEXICO_VIEW = { latitude: 23.6, longitude: -102.5, zoom: 5 } as const;

export const STATE_CENTERS: Readonly<Record<StateName, readonly [latitude: number, longitude: number]>> = {
  Aguascalientes: [21.88, -102.29],
  'Baja California': [32.62, -115.45],
  'Baja California Sur': [24.14, -110.31],
  Campeche: [19.85, -90.53],
  'Coahuila de Zaragoza': [25.42, -101.0],
  Colima: [19.24, -103.72],
  Chiapas: [16.75, -93.12],
  Chihuahua: [28.63, -106.09],
  'Ciudad de México': [19.43, -99.13],
  Durango: [24.02, -104.66],
  Guanajuato: [21.02, -101.26],
  Guerrero: [17.55, -99.5],
  Hidalgo: [20.1, -98.76],
  Jalisco: [20.67, -103.35],
  México: [19.29, -99.66],
  'Michoacán de Ocampo': [19.7, -101.19],
  Morelos: [18.92, -99.23],
  Nayarit: [21.5, -104.89],
  'Nuevo León': [25.69, -100.32],
  Oaxaca: [17.07, -96.72],
  Puebla: [19.04, -98.21],
  Querétaro: [20.59, -100.39],
  'Quintana Roo': [18.5, -88.3],
  'San Luis Potosí': [22.15, -100.98],
  Sinaloa: [24.81, -107.39],
  Sonora: [29.07, -110.96],
  Tabasco: [17.99, -92.93],
  Tamaulipas: [23.74, -99.15],
  Tlaxcala: [19.32, -98.24],
  'Veracruz de Ignacio de la Llave': [19.54, -96.91],
  Yucatán: [20.97, -89.62],
  Zacatecas: [22.77, -102.58],
};
