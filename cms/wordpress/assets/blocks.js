/*
 * The editor's side of the blocks (elements.php): one block per element of elements.json,
 * its attributes as fields in the block's settings panel. A block saves its attributes only
 * (the server renders it on the page), so an editor without `unfiltered_html` places
 * elements as well as an administrator. Plain script on WordPress's globals: no build step.
 */
(function (wp, elements) {
  if (!wp || !wp.blocks || !elements) return;
  const { createElement: h, Fragment } = wp.element;
  const { InspectorControls, useBlockProps } = wp.blockEditor;
  const { PanelBody, TextControl, ToggleControl, SelectControl, Placeholder } = wp.components;
  const { __ } = wp.i18n;
  const LANGUAGES = ['', 'nl', 'fr', 'en', 'de'];

  function field(attribute, value, set) {
    const label = attribute.name;
    const help = attribute.description;
    if (attribute.type === 'boolean') {
      return h(ToggleControl, { key: label, label, help, checked: Boolean(value), onChange: (checked) => set(checked) });
    }
    if (attribute.name === 'lang') {
      return h(SelectControl, {
        key: label,
        label,
        help,
        value: value || '',
        options: LANGUAGES.map((code) => ({ value: code, label: code || __('the page’s language', 'agency-widgets') })),
        onChange: (chosen) => set(chosen || undefined),
      });
    }
    return h(TextControl, {
      key: label,
      label,
      help,
      type: attribute.type === 'number' ? 'number' : 'text',
      value: value === undefined || value === null ? '' : String(value),
      onChange: (text) => set(text === '' ? undefined : attribute.type === 'number' ? Number(text) : text),
    });
  }

  for (const element of elements) {
    const name = `agency/${element.tag.slice('agency-'.length)}`;
    const attributes = {};
    for (const attribute of element.attributes) {
      attributes[attribute.name] = { type: attribute.type === 'boolean' ? 'boolean' : attribute.type === 'number' ? 'number' : 'string' };
    }
    wp.blocks.registerBlockType(name, {
      apiVersion: 2,
      title: element.title,
      description: element.summary,
      category: 'widgets',
      icon: 'building',
      keywords: ['agency', element.tag],
      attributes,
      edit(props) {
        const set = (attribute) => (value) => props.setAttributes({ [attribute]: value });
        const chosen = element.attributes
          .filter((attribute) => props.attributes[attribute.name] !== undefined && props.attributes[attribute.name] !== false && props.attributes[attribute.name] !== '')
          .map((attribute) => `${attribute.name}="${props.attributes[attribute.name]}"`)
          .join(' ');
        return h(
          Fragment,
          null,
          h(InspectorControls, null, h(PanelBody, { title: element.title }, element.attributes.map((attribute) => field(attribute, props.attributes[attribute.name], set(attribute.name))))),
          h('div', useBlockProps(), h(Placeholder, { icon: 'building', label: element.title, instructions: element.summary }, h('code', null, `<${element.tag}${chosen ? ` ${chosen}` : ''}>`))),
        );
      },
      // the server renders it: the post keeps the block's attributes only
      save: () => null,
    });
  }
})(window.wp, window.agencyWidgetsElements);
