// The blog pages' own words (i18n/catalogues/blog.po) travel with their Odia content, not in the Odia
// runtime every Odia page downloads (decision 260).
import { messages } from '../../../i18n/catalogues/blog.or';

export default messages;
