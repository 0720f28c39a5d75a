/** The staff lists' loading and error states now live with the shared components (every admin page uses them). */
export { QueryState } from '../../../components/query-state.tsx';
