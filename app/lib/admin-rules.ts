/** Product spec, section 5: the admin article and blog forms. Free of Zod so pages import it cheaply. */
export const TITLE_AND_CONTENT_REQUIRED = 'Title and content are required'

export const WEBHOOK_URL_INVALID = 'Please enter a valid URL starting with https:// or http://'
