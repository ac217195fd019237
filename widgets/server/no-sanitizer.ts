/**
 * DOMPurify as the server's renderer has it (rollup.config.mjs): none. It needs a DOM, so on
 * the server a description renders as its plain paragraphs (widgets/ui/detail/rich-text.ts), which
 * is also what the browser shows until it has taken the server's HTML over.
 */
export default undefined;
