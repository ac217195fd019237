// Development page: `?id=4` shows another project than the one in the markup.
const id = new URLSearchParams(location.search).get('id');
if (id) document.querySelector('agency-project-detail').setAttribute('project-id', id);
