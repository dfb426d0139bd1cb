// The log-in page: its form is not built yet (spec/3).
export { ServicePlaceholder as default } from '../../../components/service/ServicePlaceholder.tsx';
