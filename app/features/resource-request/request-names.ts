/** The id of the page's request form, where a resource's button leads without script. */
export const RESOURCE_REQUEST_ANCHOR = "request-a-resource";
/** The query naming the resource a button asked for, which the form's list starts on. */
export const RESOURCE_QUERY = "resource";
