/** Words of the property picker, in Spanish (the product's default). */
export const es = {
  propertyPicker: {
    label: 'Propiedad',
    placeholder: 'Escribe su nombre, ciudad o el correo del dueño',
    hint: 'Elige la propiedad de la lista.',
    place: '{{city}}, {{state}} · {{status}}',
    matches: 'Propiedades que coinciden',
    none: 'Ninguna propiedad coincide con lo que escribiste.',
    failed: 'No pudimos buscar las propiedades. Intenta de nuevo.',
    unknown: 'Propiedad no encontrada',
  },
};
