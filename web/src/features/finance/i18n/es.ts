/** Words of a property's transactions tab, in Mexican Spanish (tú); merged by lib/i18n/locales/es.ts. */
export const es = {
  sections: {
    propertyTransactions: {
      title: 'Movimientos',
      description: 'Los ingresos y gastos de la propiedad, y la importación de un CSV del banco.',
    },
  },
  finance: {
    tab: 'Movimientos',
    list: {
      title: 'Movimientos',
      empty: 'Aún no hay movimientos registrados.',
      date: 'Fecha',
      subject: 'Concepto',
      category: 'Categoría',
      method: 'Forma de pago',
      amount: 'Monto',
      remove: 'Eliminar',
      removeQuestion: '¿Eliminar «{{subject}}» y su comprobante?',
      readOnly: 'Puedes consultar los movimientos, pero no cambiarlos.',
    },
    form: {
      title: 'Registrar un movimiento',
      type: 'Tipo',
      expense: 'Tipo de gasto',
      choose: 'Elige una opción',
      add: 'Registrar',
      update: 'Guardar cambios',
      cancel: 'Cancelar',
      saved: 'Movimiento guardado.',
      edit: 'Editar',
    },
    import: {
      title: 'Importar un CSV',
      help: 'Columnas en este orden: fecha, concepto, monto, categoría, gasto, forma de pago y tipo; la primera línea (encabezado) se ignora. Acepta nombres en español o inglés y fechas como 31/03/2026. Si alguna línea tiene un error no se guarda nada.',
      file: 'Archivo CSV',
      placeholder: 'Elige un archivo .csv',
      checking: 'Revisando {{done}} de {{total}} líneas…',
      ready_one: '{{count}} movimiento listo para importar.',
      ready_other: '{{count}} movimientos listos para importar.',
      submit: 'Importar',
      sending: 'Guardando los movimientos…',
      problems: 'Corrige estas líneas y vuelve a elegir el archivo; no se guardó nada.',
      line: 'Línea {{line}}',
      wholeFile: 'Archivo',
    },
  },
};
