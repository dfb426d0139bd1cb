// The customer's account: its pages are not built yet (spec/3).
export { ServicePlaceholder as default } from '../../../components/service/ServicePlaceholder.tsx';
