/** The §3 entities identity owns, defined with the others in schemas/entities.ts. */
export {
  Profile,
  ProfilePrivateInfo,
  PropertyCustomer,
  PropertyCustomerInvitation,
} from '../schemas/entities.ts';
