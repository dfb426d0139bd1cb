// The checkout's entry and sign-in pages: their forms are not built yet (spec/3).
export { ServicePlaceholder as default } from '../../../components/service/ServicePlaceholder.tsx';
