/** DOM ids the Process Engineering parts refer to (aria-controls, aria-labelledby). */
export const TOPIC_DETAILS_ID = 'topic-details';
export const TOPIC_CARD_TITLE_ID = 'topic-card-title';
export const SIDEBAR_TITLE_ID = 'process-sidebar-title';
export const SIDEBAR_TOPICS_ID = 'process-sidebar-topics';
