/** Words of the purchases feature, in Mexican Spanish (tú); merged into the catalogue by lib/i18n/locales/es.ts. */
export const es = {
  sections: {
    purchases: {
      title: 'Mis compras',
      description:
        'Lo que has pagado a Casona y lo que falta por pagar: fichas de OXXO y transferencias SPEI.',
    },
    purchaseFurnishing: {
      title: 'Pagar el paquete de amueblado',
      description: 'Elige cómo pagar el amueblado de tu propiedad.',
    },
  },
  purchases: {
    empty: 'Aún no tienes compras.',
    unavailable: 'Los pagos en línea no están disponibles en este momento.',
    amount: 'Importe',
    method: 'Forma de pago',
    status: 'Estado',
    createdAt: 'Fecha',
    paidAt: 'Pagado el {{date}}',
    failedAt: 'Falló el {{date}}',
    continueCheckout: 'Terminar el pago',
    portal: 'Mis métodos de pago y recibos',
    refresh: 'Actualizar',
    returned:
      'Listo. En cuanto Stripe confirme el pago lo verás aquí; si elegiste OXXO o SPEI, aquí aparecerán la ficha o la CLABE.',
    canceled: 'Cancelaste el pago. Puedes intentarlo de nuevo cuando quieras.',
    oxxo: {
      title: 'Paga en cualquier tienda OXXO',
      number: 'Número de referencia',
      expires: 'Paga antes del {{date}}',
      voucher: 'Ver la ficha para imprimir',
    },
    spei: {
      title: 'Transfiere por SPEI',
      clabe: 'CLABE',
      bank: 'Banco',
      reference: 'Referencia',
      remaining: 'Por transferir',
      instructions: 'Ver las instrucciones',
    },
    checkout: {
      price: 'Precio del paquete',
      choose: 'Elige cómo pagar',
      pay: 'Pagar con {{method}}',
      oxxoHint_one: 'Recibirás una ficha para pagar en efectivo en OXXO; vence en {{count}} día.',
      oxxoHint_other: 'Recibirás una ficha para pagar en efectivo en OXXO; vence en {{count}} días.',
      spei: 'Recibirás una CLABE para transferir desde tu banco.',
      card: 'Pago inmediato con tarjeta de crédito o débito.',
    },
  },
} as const;
