/** Words of the performance pages, in English; typed against the Spanish ones so no key can be missing. */
import type { Words } from '../../../lib/i18n/catalogue.ts';
import type { es } from './es.ts';

export const en: Words<typeof es> = {
  sections: {
    performanceRent: {
      title: 'Rental performance',
      description:
        'What your home earned and will earn month by month, its expenses and the owner statement.',
    },
    performanceSale: {
      title: 'Sale performance',
      description:
        'Your wished price, the market price and the offered price, and the commission that falls every month the sale takes.',
    },
  },
  performance: {
    property: 'Property',
    month: 'Month',
    previous: 'Previous month',
    next: 'Next month',
    noProperties: 'You have no properties whose finances you can see yet.',
    chart: {
      title: 'Income by month',
      description:
        'Bars by month: income already earned (past stays) at the bottom, upcoming income (booked stays) on top, in pesos; the dot marks the month’s expenses.',
      bar: '{{month}}: earned {{acquired}}, upcoming {{upcoming}}, expenses {{expense}}',
      acquired: 'Earned',
      upcoming: 'Upcoming',
      expense: 'Expenses',
    },
    sale: {
      noProperties: 'You have no properties whose commission you can see yet.',
      prices: 'Prices',
      wished: 'Wished price',
      market: 'Market price',
      offered: 'Offered price',
      unknown: 'Not set',
      versusOffered: '{{diff}} against the offered price',
      pricesHelp:
        'The wished price is what you asked when you submitted the property; the company estimates the market price; the offered price is the published one.',
      notPublished: 'Not published yet',
      onSale_one: 'On sale since {{date}} ({{count}} month)',
      onSale_other: 'On sale since {{date}} ({{count}} months)',
      commission: 'A commission that falls the longer the sale takes',
      terms: 'The company: {{role}}, {{percentage}} %.',
      noEarnings: 'Your role does not include the property’s income, which the estimate starts from.',
      noStays: 'No nights booked in the last three months: nothing to estimate from yet.',
      basis_one:
        'At the average rate of {{adr}} a night and {{count}} night a month of the last three months.',
      basis_other:
        'At the average rate of {{adr}} a night and {{count}} nights a month of the last three months.',
      now: 'Now',
      tours: {
        title: 'Tours',
        help: 'Visits buyers asked for, what they told us on the tour form and how they rated the visit. Who they are and how to reach them is on the leads page, for the roles that see leads.',
        empty: 'No one has asked for a tour of this property yet.',
        count_one: '{{count}} tour requested',
        count_other: '{{count}} tours requested',
        upcoming: 'To come',
        awaitingReview: 'Took place, no review yet',
        reviewed: 'Reviewed',
        answers:
          'Looking to: {{profile}} · Budget: {{budget}} · Paying with: {{payment}} · Buying in: {{time}}',
        scores: 'Property: {{property}} of 5 · Advisor: {{guide}} of 5',
        liked: 'Liked: {{aspects}}',
        disliked: 'Did not convince: {{aspects}}',
        decision: 'Their decision: {{answer}}',
        nothing: 'nothing',
      },
    },
    kpi: {
      acquired: 'Earned this month',
      upcoming: 'Upcoming this month',
      occupancy: 'Occupancy',
      adr: 'Average daily rate',
      expenses: 'Expenses',
      nights_one: '{{count}} night',
      nights_other: '{{count}} nights',
    },
    statement: {
      title: 'Owner statement',
      draft: 'Draft: not sent yet; its figures may change.',
      sent: 'Sent on {{date}}; it no longer changes.',
      opening: 'Opening balance',
      income: 'Reservation income',
      otherIncome: 'Other income',
      expenses: 'Expenses',
      fee: 'Management fee',
      withholding: 'Withholding (ISR and IVA)',
      payout: 'Owner payout',
      carried: 'Balance owed, carried to next month',
      rate: 'Exchange rate: {{rate}} MXN per USD of {{date}} ({{source}})',
      download: 'Download PDF',
      downloadEnglish: 'PDF in Spanish',
    },
  },
};
