// Development page: `?id=5109` shows another property than the one in the markup.
const id = new URLSearchParams(location.search).get('id');
if (id) document.querySelector('agency-property-detail').setAttribute('property-id', id);
