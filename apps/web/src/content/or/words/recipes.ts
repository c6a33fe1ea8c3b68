// The recipes pages' own words (i18n/catalogues/recipes.po) travel with their Odia content, not in the Odia
// runtime every Odia page downloads (decision 260).
import { messages } from '../../../i18n/catalogues/recipes.or';

export default messages;
