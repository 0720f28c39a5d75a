/** Words of the address search, in Mexican Spanish (tú); merged by lib/i18n/locales/es.ts. */
export const es = {
  addressSearch: {
    search: 'Busca la dirección',
    searchHint: 'Calle y número, colonia o municipio. Elige un resultado o marca el punto en el mapa.',
    searching: 'Buscando…',
    noResults: 'No encontramos esa dirección. Elige el estado y el municipio y marca el punto en el mapa.',
    results: 'Resultados',
    state: 'Estado',
    municipality: 'Municipio',
    chooseState: 'Elige primero el estado',
    choose: 'Elige una opción',
    map: 'Mapa para marcar la ubicación',
    pin: 'Ubicación elegida',
    pinAtCentre: 'Marcar el centro del mapa',
    pinPrompt: 'Toca el mapa donde está el inmueble (puedes arrastrar el punto).',
    located: 'Ubicación marcada: {{latitude}}, {{longitude}}',
  },
};
