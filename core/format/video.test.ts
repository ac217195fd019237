import { describe, expect, it } from 'vitest';
import { recognizeVideo } from './video.ts';

const ID = 'dQw4w9WgXcQ';
const nocookie = `https://www.youtube-nocookie.com/embed/${ID}`;

describe('recognizeVideo: files', () => {
  it.each(['mp4', 'mov', 'wmv', 'avi', 'flv', 'webm', 'MP4', 'WebM'])('.%s is a file', (extension) => {
    const url = `https://cdn.agency.be/media/tour.${extension}`;
    expect(recognizeVideo(url)).toEqual({ kind: 'file', embedUrl: url });
  });

  it.each([
    ['https://cdn.agency.be/tour.mp4?v=2#t=10', 'https://cdn.agency.be/tour.mp4?v=2#t=10'],
    ['/media/tour.mp4', '/media/tour.mp4'],
    ['video.webm', 'video.webm'],
    ['media/tour.MOV?x=1', 'media/tour.MOV?x=1'],
    ['//cdn.agency.be/tour.avi', 'https://cdn.agency.be/tour.avi'],
  ])('%j → embed %j', (url, embedUrl) => {
    expect(recognizeVideo(url)).toEqual({ kind: 'file', embedUrl });
  });

  it.each([
    ['https://cdn.agency.be/tour.mkv'],
    ['https://cdn.agency.be/mp4'],
    ['https://cdn.agency.be/tour.mp4/download'],
    ['photo.jpg'],
    ['javascript:alert(1)//.mp4'],
    ['data:video/mp4;base64,AAAA'],
    ['ftp://agency.be/tour.mp4'],
    ['has space.mp4'],
  ])('%j is not a video file', (url) => {
    expect(recognizeVideo(url)).toBeNull();
  });
});

describe('recognizeVideo: YouTube, 11-character ids, privacy-enhanced embed', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&feature=share`,
    `https://m.youtube.com/watch?app=desktop&v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `youtu.be/${ID}?si=abc`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}?rel=0`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/live/${ID}`,
    `https://www.youtube.com/v/${ID}`,
    `//www.youtube.com/embed/${ID}`,
  ])('%s', (url) => {
    expect(recognizeVideo(url)).toEqual({ kind: 'youtube', id: ID, embedUrl: nocookie });
  });

  it.each([
    [`https://youtu.be/${ID}?t=90`, 90],
    [`https://www.youtube.com/watch?v=${ID}&t=1m30s`, 90],
    [`https://www.youtube.com/watch?v=${ID}&t=1h2m3s`, 3723],
    [`https://www.youtube.com/embed/${ID}?start=45`, 45],
  ])('%s starts at %j s', (url, start) => {
    expect(recognizeVideo(url)?.embedUrl).toBe(`${nocookie}?start=${start}`);
  });

  it.each([
    'https://www.youtube.com/watch?v=short',
    `https://www.youtube.com/watch?v=${ID}x`,
    'https://www.youtube.com/channel/UC1234567890',
    'https://www.youtube.com/',
    `https://notyoutube.com/watch?v=${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
  ])('%s is not a YouTube video', (url) => {
    expect(recognizeVideo(url)?.kind).not.toBe('youtube');
  });
});

describe('recognizeVideo: Vimeo, numeric ids, do-not-track player', () => {
  it.each([
    ['https://vimeo.com/123456789', 'https://player.vimeo.com/video/123456789?dnt=1'],
    ['https://www.vimeo.com/123456789#t=10', 'https://player.vimeo.com/video/123456789?dnt=1'],
    ['https://player.vimeo.com/video/123456789', 'https://player.vimeo.com/video/123456789?dnt=1'],
    ['https://vimeo.com/channels/staffpicks/123456789', 'https://player.vimeo.com/video/123456789?dnt=1'],
    ['https://vimeo.com/123456789/0a1b2c3d4e', 'https://player.vimeo.com/video/123456789?dnt=1&h=0a1b2c3d4e'],
    ['https://player.vimeo.com/video/123456789?h=0a1b2c3d4e', 'https://player.vimeo.com/video/123456789?dnt=1&h=0a1b2c3d4e'],
  ])('%s → %s', (url, embedUrl) => {
    expect(recognizeVideo(url)).toEqual({ kind: 'vimeo', id: '123456789', embedUrl });
  });

  it('a Vimeo page without a video id is not a video', () => {
    expect(recognizeVideo('https://vimeo.com/agency')).toBeNull();
  });
});

describe('recognizeVideo: Facebook', () => {
  const plugin = (href: string) =>
    `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(href)}&show_text=false`;

  it.each([
    ['https://www.facebook.com/agency.be/videos/1234567890/', '1234567890'],
    ['https://www.facebook.com/agency.be/videos/open-huis/1234567890/', '1234567890'],
    ['https://www.facebook.com/watch/?v=1234567890', '1234567890'],
    ['https://m.facebook.com/video.php?v=1234567890', '1234567890'],
    ['https://www.facebook.com/reel/1234567890', '1234567890'],
  ])('%s → id %s', (url, id) => {
    expect(recognizeVideo(url)).toEqual({ kind: 'facebook', id, embedUrl: plugin(url) });
  });

  it('fb.watch short links have no id in the URL', () => {
    expect(recognizeVideo('https://fb.watch/abcDEF123/')).toEqual({
      kind: 'facebook',
      embedUrl: plugin('https://fb.watch/abcDEF123/'),
    });
  });

  it('a Facebook page that is no video is not recognised', () => {
    expect(recognizeVideo('https://www.facebook.com/agency.be')).toBeNull();
  });
});

describe('recognizeVideo: tours by hostname', () => {
  it.each([
    ['https://my.matterport.com/show/?m=SxQL3iGyoDo', 'SxQL3iGyoDo', 'https://my.matterport.com/show/?m=SxQL3iGyoDo'],
    ['https://my.matterport.com/show?m=SxQL3iGyoDo&play=1', 'SxQL3iGyoDo', 'https://my.matterport.com/show/?m=SxQL3iGyoDo'],
  ])('Matterport %s', (url, id, embedUrl) => {
    expect(recognizeVideo(url)).toEqual({ kind: 'matterport', id, embedUrl });
  });

  it('a Matterport URL without a model id is embedded as it is', () => {
    expect(recognizeVideo('http://matterport.com/discover/space/villa')).toEqual({
      kind: 'matterport',
      embedUrl: 'https://matterport.com/discover/space/villa',
    });
  });

  it.each([
    ['https://nodalview.com/7oUdKXnqY2jD5YDmTquVKJkF', 'virtual-tour'],
    ['https://www.nodalview.com/s/3DN6S_pi13FQKQlpdGplAn', 'virtual-tour'],
    ['https://app.nodalview.com/s/abc', 'virtual-tour'],
    ['https://www.immovisuals.be/pand/1234', 'visual'],
    ['https://tour.immovisuals.be/1234', 'visual'],
  ])('%s → %s', (url, kind) => {
    expect(recognizeVideo(url)).toEqual({ kind, embedUrl: url });
  });

  it('loads tours over https', () => {
    expect(recognizeVideo('http://nodalview.com/abc')?.embedUrl).toBe('https://nodalview.com/abc');
  });

  it.each(['https://notnodalview.com/x', 'https://nodalview.com.example/x', 'https://immovisuals.com/x'])(
    'a look-alike host is not a tour: %s',
    (url) => {
      expect(recognizeVideo(url)).toBeNull();
    },
  );
});

describe('recognizeVideo: anything else', () => {
  it.each([[''], ['   '], ['https://www.agency.be/'], ['not a url'], ['https://'], [null], [undefined], [42], [{}]])(
    '%j → null',
    (url) => {
      expect(recognizeVideo(url)).toBeNull();
    },
  );
});
