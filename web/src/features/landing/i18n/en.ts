/** Words of the landing feature, in English; typed against the Spanish ones so no key can be missing. */
import type { Words } from '../../../lib/i18n/catalogue.ts';
import type { es } from './es.ts';

export const en: Words<typeof es> = {
  landing: {
    title: 'Sell your furnished property and earn rent while it sells',
    appraise: {
      eyebrow: 'Free appraisal',
      title: 'What is your property worth?',
      subtitle:
        'Search the address, mark the spot on the map and tell us about it. We give you a price with its range, the comparable homes and what it would earn rented by the night.',
      placeMissing: 'Search the address and mark the location on the map.',
      type: 'Property type',
      builtArea: 'Built square metres',
      totalArea: 'Land square metres',
      bedrooms: 'Bedrooms',
      bathrooms: 'Bathrooms',
      yearsBuilt: 'Age (years)',
      note: 'Free and with no commitment. If we have no data for your area yet, we tell you.',
      submit: 'Get my appraisal',
    },
    hero: {
      eyebrow: 'Sell without losing income',
      title: 'Sell your furnished property and earn rent while it sells',
      subtitle:
        'We furnish it, rent it by the night and market it to buyers. You get a payment every month, like rent, and the first one arrives in advance.',
      searchAria: "Search for your property's address",
      addressLabel: 'Where is your property?',
      addressPlaceholder: 'Street, number, neighborhood and city',
      cta: 'Value my property',
      note: "Free, with no commitment. We'll tell you in minutes whether your property is in our area.",
      card: {
        aria: "Example of an owner's monthly statement",
        name: 'Casa Lupita',
        example: 'Example',
        place: 'Mérida, Yucatán · 3-bedroom house',
        payment: "This month's payment",
        paid: 'Deposited on the 3rd of the month',
        occupancy: 'Occupancy this month',
        nights: 'Nights booked',
        status: 'Sale',
        statusValue: '2 tours scheduled',
      },
    },
    pitch: {
      eyebrow: 'Why Casona',
      title: 'Your home works for you while it finds a buyer',
      subtitle:
        'Selling a property can take months. With Casona, those months stop costing you and start paying you.',
      items: [
        {
          title: 'Monthly payments, like rent',
          body: 'While it is for sale, we run your property as a vacation rental and pay you every month, within the first 5 days.',
        },
        {
          title: 'First month paid in advance',
          body: 'Your first payment arrives when the property is published, before the first guest checks in.',
        },
        {
          title: 'A commission that falls over time',
          body: 'If the sale takes longer, you pay less commission. We want to sell fast and at the best price, just like you.',
        },
      ],
    },
    steps: {
      eyebrow: 'How it works',
      title: 'Six steps, from your first question to the sale',
      subtitle: 'We are with you at every stage, and your dashboard shows where your property stands.',
      items: [
        {
          title: 'Eligibility form',
          body: 'Tell us about your property. We let you know whether it is in our coverage area and what it could be worth.',
        },
        {
          title: 'Visit',
          body: 'An advisor visits the property, checks its condition and answers your questions about the contract.',
        },
        {
          title: 'Marketing',
          body: 'Professional photos, a listing on Casona and the main portals, and promotion to buyers and investors.',
        },
        {
          title: 'Furnishing',
          body: 'We equip the property for vacation rental. Preparation takes up to 3 weeks.',
        },
        {
          title: 'First month paid in advance',
          body: 'Once the property is live on Airbnb you receive the first payment; after that, one every month.',
        },
        {
          title: 'Sale',
          body: "We handle the negotiation, the buyer's mortgage and the signing before a notary.",
        },
      ],
    },
    requirements: {
      eyebrow: 'What you need',
      title: 'What we will ask you for',
      subtitle: 'Simple documents you already have, so everything is in order from day one.',
      items: [
        'An exclusivity contract signed with Casona',
        'Recent electricity and water bills',
        'The property deeds',
        'A valid official ID',
        'A name for your home, like a pet’s name: it is how guests will remember it',
        'A location inside our coverage area',
      ],
    },
    features: {
      eyebrow: 'The platform',
      title: 'Everything about your property, in one place',
      subtitle: 'Owners, managers, staff and buyers work from the same information.',
      items: [
        {
          title: 'Owner dashboard',
          body: 'Files, transactions (with CSV import), earnings by week or month, and how the sale is going.',
        },
        {
          title: 'Airbnb connected',
          body: 'Listings, reservations and calendar in sync; cleaning chores are created automatically for every check-in and check-out.',
        },
        {
          title: 'Maintenance with proof',
          body: 'Chores and reports with photos of the problem and of the fix, assigned to whoever takes care of them.',
        },
        {
          title: 'Day planning',
          body: 'Managers plan routes and schedules for their staff, per property and per day.',
        },
        {
          title: 'Property marketplace',
          body: 'Buyers and investors filter by state, city, price and type, and book a tour in minutes.',
        },
        {
          title: 'In Spanish and English',
          body: 'Everyone uses the platform in their own language, and gets their emails in it too.',
        },
      ],
    },
    faq: {
      eyebrow: 'Frequently asked questions',
      title: 'What people ask us most',
      items: [
        {
          q: 'How much does it cost to list my property?',
          a: 'Valuing and listing it is free. We charge a commission only when it sells, and that commission falls the longer the sale takes.',
        },
        {
          q: 'How is my monthly payment calculated?',
          a: 'From your property’s appraisal and what similar properties in your area earn per night. You see the estimate before signing, and payments arrive within the first 5 days of each month.',
        },
        {
          q: 'Who furnishes the property?',
          a: 'We do: we choose, buy and install the furniture for vacation rental. Preparation takes up to 3 weeks.',
        },
        {
          q: 'Can I keep offering my property on my own?',
          a: 'We work with an exclusivity contract. That way we coordinate price, tours and promotion, and buyers hear one consistent message.',
        },
        {
          q: 'Which areas do you cover?',
          a: 'For now, specific areas of Mexico that we expand every month. Type your address at the top of this page and we will tell you whether your property is covered.',
        },
        {
          q: 'Can I sell from my Airbnb listing?',
          a: 'Yes. Paste your listing link and in one or two minutes we suggest a price and prepare your listing.',
        },
        {
          q: 'What do you do with my data?',
          a: 'We use it only to value, market and manage your property, in accordance with Mexico’s Federal Law on the Protection of Personal Data Held by Private Parties. Our privacy notice has the details.',
        },
      ],
    },
    managers: {
      eyebrow: 'Managers',
      title: 'Manage properties with us and receive up to {{share}}% of the rent',
      subtitle:
        'If you already manage Airbnb stays, join the Casona network: we bring the properties, you give guests the best experience.',
    },
    forms: {
      manager: {
        title: 'Application to manage',
        profileUrl: 'Your Airbnb profile URL',
        message: 'How many properties do you manage, and where?',
        submit: 'Send application',
      },
      joke: {
        title: 'The joke box',
        intro: 'Know a good one? Share it: the best ones brighten the team’s Mondays.',
        text: 'Your joke',
        submit: 'Send joke',
        quoteCite: 'From the joke box',
        pause: 'Pause the jokes',
        play: 'Keep showing jokes',
      },
      contact: {
        eyebrow: 'Contact',
        heading: "Let's talk about your property",
        intro: 'Questions? Write to us and we will reply within one business day.',
        title: 'Write to us',
        message: 'Your message',
        submit: 'Send message',
      },
    },
  },
};
