/**
 * The amenity and neighborhood insight catalogues a fresh installation starts with (staff edit and
 * archive them afterwards). Ids are fixed so seeding twice, or on several replicas, adds nothing.
 */
export interface SeedEntry {
  id: string;
  es_name: string;
  en_name: string;
}

export const AMENITIES: readonly SeedEntry[] = [
  { id: 'c8963db1-3bf1-495e-a41e-046c21b78375', es_name: 'Alberca', en_name: 'Swimming pool' },
  { id: '19f5f6a7-e542-4e1f-8d4a-4136ffa2f092', es_name: 'Gimnasio', en_name: 'Gym' },
  { id: '45121de9-5e7f-4d3d-98d1-ebb5b25ccee2', es_name: 'Roof garden', en_name: 'Rooftop garden' },
  { id: '2d00d702-de62-48a0-b7f6-dc1442dfbc0f', es_name: 'Jardín', en_name: 'Garden' },
  { id: '139e6f4d-223b-4699-9ebd-38eefe499eb2', es_name: 'Terraza', en_name: 'Terrace' },
  { id: 'b15fb157-fdd8-4389-8b33-f7d5e58a9975', es_name: 'Seguridad 24 horas', en_name: '24-hour security' },
  { id: '98733b06-7f86-414a-b5a9-e02bbbcad071', es_name: 'Elevador', en_name: 'Elevator' },
  { id: '0db25c0b-59e8-4b80-a2f1-47c50b37aa9f', es_name: 'Aire acondicionado', en_name: 'Air conditioning' },
  { id: '58fafcf3-c169-4f4b-9b5f-dfa986682e64', es_name: 'Cocina equipada', en_name: 'Equipped kitchen' },
  { id: '728a9b7f-c22f-4774-b96a-b9d009149be7', es_name: 'Cuarto de lavado', en_name: 'Laundry room' },
  { id: 'a2f9e137-2d84-4633-b321-31fc8d76d57e', es_name: 'Área de juegos infantiles', en_name: 'Playground' },
  { id: '5b6dd00f-563b-432b-85db-eba5b2fbf4d4', es_name: 'Se aceptan mascotas', en_name: 'Pet friendly' },
  { id: 'db7b5761-0074-4fb4-9b3b-aa974ab5e8fa', es_name: 'Asador', en_name: 'Barbecue grill' },
  {
    id: '48f86445-2260-4566-baef-d1f5e8682594',
    es_name: 'Internet de alta velocidad',
    en_name: 'High-speed internet',
  },
  { id: '87ed92de-184a-49b7-818b-e89d59601681', es_name: 'Amueblado', en_name: 'Furnished' },
];

/** Amounts (0–100) say how much of each is near the property: places within walking distance, or a score. */
export const NEIGHBORHOOD_INSIGHTS: readonly SeedEntry[] = [
  {
    id: 'ba6d4d87-557d-4097-b888-fb577fcf65c7',
    es_name: 'Restaurantes cercanos',
    en_name: 'Nearby restaurants',
  },
  { id: 'de50747d-a6f0-44ae-86d9-8db619bf7096', es_name: 'Supermercados', en_name: 'Supermarkets' },
  { id: 'da33db32-debe-4b03-9a53-638c57b92ef6', es_name: 'Escuelas', en_name: 'Schools' },
  {
    id: '563df49e-5f9e-4a2c-9c77-5b9e7838c07f',
    es_name: 'Hospitales y clínicas',
    en_name: 'Hospitals and clinics',
  },
  { id: 'e7c96d98-ebb0-4432-890d-56ff99b6d8c5', es_name: 'Parques', en_name: 'Parks' },
  { id: 'dd53b2e5-611b-4c85-aa22-8243ec6f0c71', es_name: 'Transporte público', en_name: 'Public transport' },
  { id: 'def41cee-33b8-4ac5-8488-68457b0e4de0', es_name: 'Facilidad para caminar', en_name: 'Walkability' },
  { id: '53861a44-6059-4cae-8f7d-46181f25e571', es_name: 'Vida nocturna', en_name: 'Nightlife' },
];
