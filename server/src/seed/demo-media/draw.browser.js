// Runs inside Chromium (injected by make-demo-media.ts): draws a looping canvas scene and records it
// with MediaRecorder. Every scene is a function of time with the clip's length as its period, so
// the last frame meets the first and a looping <video> shows no seam.

const TAU = Math.PI * 2;

function loadSvg(svg) {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('icon did not load'));
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  });
}

function roundedRect(g, x, y, w, h, r) {
  g.beginPath();
  g.moveTo(x + r, y);
  g.arcTo(x + w, y, x + w, y + h, r);
  g.arcTo(x + w, y + h, x, y + h, r);
  g.arcTo(x, y + h, x, y, r);
  g.arcTo(x, y, x + w, y, r);
  g.closePath();
}

function background(g, w, h, from, to, phase) {
  const grad = g.createLinearGradient(0, 0, w, h);
  grad.addColorStop(0, from);
  grad.addColorStop(1, to);
  g.fillStyle = grad;
  g.fillRect(0, 0, w, h);
  // Two soft lights drifting on closed paths.
  for (const [cx, cy, r, k] of [
    [0.2, 0.25, 0.45, 0],
    [0.8, 0.8, 0.5, 0.5],
  ]) {
    const x = w * (cx + 0.06 * Math.cos(TAU * (phase + k)));
    const y = h * (cy + 0.05 * Math.sin(TAU * (phase + k)));
    const light = g.createRadialGradient(x, y, 0, x, y, w * r);
    light.addColorStop(0, 'rgba(255,255,255,0.22)');
    light.addColorStop(1, 'rgba(255,255,255,0)');
    g.fillStyle = light;
    g.fillRect(0, 0, w, h);
  }
}

function wordmark(g, x, y, size, ink = 'rgba(255,255,255,0.95)') {
  g.save();
  g.font = `800 ${size}px "DejaVu Sans", "Liberation Sans", sans-serif`;
  g.fillStyle = ink;
  g.textBaseline = 'top';
  g.fillText('Suuq', x, y);
  g.restore();
}

function sparkle(g, x, y, r, alpha, colour = '#ffffff') {
  if (alpha <= 0) return;
  g.save();
  g.globalAlpha = alpha;
  g.fillStyle = colour;
  g.beginPath();
  for (let i = 0; i < 8; i++) {
    const a = (i * TAU) / 8;
    const rr = i % 2 === 0 ? r : r * 0.28;
    g.lineTo(x + rr * Math.cos(a), y + rr * Math.sin(a));
  }
  g.closePath();
  g.fill();
  g.restore();
}

/** A white product card with its icon, as on the shop's shelves. */
function iconCard(g, img, cx, cy, size, alpha, tint) {
  g.save();
  g.globalAlpha = alpha;
  g.shadowColor = 'rgba(0,0,0,0.22)';
  g.shadowBlur = size * 0.12;
  g.shadowOffsetY = size * 0.05;
  roundedRect(g, cx - size / 2, cy - size / 2, size, size, size * 0.16);
  g.fillStyle = tint;
  g.fill();
  g.shadowColor = 'transparent';
  const inner = size * 0.68;
  g.drawImage(img, cx - inner / 2, cy - inner / 2, inner, inner);
  g.restore();
}

/** Home video ad: product cards orbiting on the brand gradient; an optional offer sticker. */
function adScene(g, w, h, images, o) {
  return (phase) => {
    background(g, w, h, o.from, o.to, phase);
    wordmark(g, w * 0.05, h * 0.07, h * 0.075);
    const cards = images.map((img, i) => {
      // A quarter turn on: the first card stands in front on the first frame (the poster).
      const a = TAU * (phase + i / images.length) + Math.PI / 2;
      return { img, depth: (Math.sin(a) + 1) / 2, x: w * 0.5 + Math.cos(a) * w * 0.32, y: h * 0.5 + Math.sin(a) * h * 0.16 };
    });
    cards.sort((p, q) => p.depth - q.depth);
    for (const c of cards) iconCard(g, c.img, c.x, c.y - c.depth * h * 0.02, h * (0.24 + 0.16 * c.depth), 0.55 + 0.45 * c.depth, o.card);
    for (let i = 0; i < 6; i++) {
      const p = (phase * 2 + i / 6) % 1;
      sparkle(g, w * (0.12 + 0.14 * i), h * (0.22 + 0.6 * ((i * 37) % 10) / 10), h * 0.028, Math.sin(Math.PI * p) * 0.9);
    }
    if (o.sticker) {
      const r = h * (0.115 + 0.01 * Math.sin(TAU * phase * 2));
      const x = w * 0.86;
      const y = h * 0.2;
      g.save();
      g.translate(x, y);
      g.rotate(0.18 * Math.sin(TAU * phase));
      g.fillStyle = o.sticker;
      g.beginPath();
      for (let i = 0; i < 24; i++) g.lineTo((i % 2 ? r * 0.86 : r) * Math.cos((i * TAU) / 24), (i % 2 ? r * 0.86 : r) * Math.sin((i * TAU) / 24));
      g.closePath();
      g.fill();
      g.fillStyle = '#1A2B2E';
      g.font = `800 ${r}px "DejaVu Sans", sans-serif`;
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillText('%', 0, r * 0.06);
      g.restore();
    }
  };
}

/** Product video: the product turning gently in a soft light, its companions bobbing around it. */
function productScene(g, w, h, images, o) {
  const [product, ...companions] = images;
  // Outside the middle square, so a square product card (object-fit: cover) shows the product alone.
  const slots = [
    [0.11, 0.28],
    [0.89, 0.28],
    [0.11, 0.72],
    [0.89, 0.72],
  ];
  return (phase) => {
    background(g, w, h, o.from, o.to, phase);
    wordmark(g, w * 0.04, h * 0.06, h * 0.06, o.ink);
    companions.slice(0, slots.length).forEach((img, i) => {
      const [sx, sy] = slots[i];
      const bob = Math.sin(TAU * (phase + i / 4)) * h * 0.03;
      iconCard(g, img, w * sx, h * sy + bob, h * (0.2 + 0.015 * Math.sin(TAU * (phase * 2 + i / 4))), 1, 'rgba(255,255,255,0.92)');
    });
    const glow = g.createRadialGradient(w / 2, h * 0.5, 0, w / 2, h * 0.5, h * 0.42);
    glow.addColorStop(0, 'rgba(255,255,255,0.85)');
    glow.addColorStop(1, 'rgba(255,255,255,0)');
    g.fillStyle = glow;
    g.fillRect(0, 0, w, h);
    const bob = Math.sin(TAU * phase) * h * 0.025;
    const size = h * (0.56 + 0.03 * Math.sin(TAU * phase * 2));
    g.save();
    g.fillStyle = 'rgba(0,0,0,0.14)';
    g.beginPath();
    g.ellipse(w / 2, h * 0.86, size * (0.36 - bob / h), h * 0.035, 0, 0, TAU);
    g.fill();
    g.translate(w / 2, h * 0.5 + bob);
    g.rotate(0.08 * Math.sin(TAU * phase));
    g.drawImage(product, -size / 2, -size / 2, size, size);
    g.restore();
    for (let i = 0; i < 5; i++) {
      const p = (phase * 2 + i / 5) % 1;
      sparkle(g, w * (0.33 + 0.085 * i), h * (0.18 + ((i * 3) % 5) * 0.14), h * 0.03, Math.sin(Math.PI * p), o.sparkle);
    }
  };
}

const SCENES = { ad: adScene, product: productScene };

/** A soft pentatonic arpeggio that repeats with the clip, so a muted/unmuted toggle has something to do. */
function scheduleTune(ctx, destination, seconds) {
  const notes = [523.25, 587.33, 659.25, 783.99, 880.0, 783.99, 659.25, 587.33];
  const step = seconds / notes.length;
  const start = ctx.currentTime + 0.05;
  notes.forEach((f, i) => {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = f;
    const at = start + i * step;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.18, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + step * 0.95);
    osc.connect(gain).connect(destination);
    osc.start(at);
    osc.stop(at + step);
  });
}

const toBase64 = (blob) =>
  new Promise((resolve) => {
    const reader = new FileReader();
    // The MIME type may itself hold a comma (codecs=avc1,opus): cut at the base64 marker.
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(';base64,') + 8));
    };
    reader.readAsDataURL(blob);
  });

const sleepUntil = (t) => new Promise((r) => setTimeout(r, Math.max(0, t - performance.now())));

/** Records one clip; answers the video and a poster (its first frame) as base64. */
window.recordClip = async function recordClip(spec) {
  const { width, height, seconds, fps, bitrate, mimeType, scene, icons, options, audio } = spec;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  document.body.append(canvas);
  const g = canvas.getContext('2d');
  const images = await Promise.all(icons.map(loadSvg));
  const draw = SCENES[scene](g, width, height, images, options);

  draw(0);
  const poster = await new Promise((r) => canvas.toBlob(r, 'image/webp', 0.8));

  const stream = canvas.captureStream(0);
  const [track] = stream.getVideoTracks();
  let audioCtx;
  if (audio) {
    audioCtx = new AudioContext();
    const dest = audioCtx.createMediaStreamDestination();
    stream.addTrack(dest.stream.getAudioTracks()[0]);
    scheduleTune(audioCtx, dest, seconds);
  }
  const recorder = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: bitrate, audioBitsPerSecond: 48_000 });
  const chunks = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const stopped = new Promise((r) => (recorder.onstop = r));
  recorder.start();
  const t0 = performance.now();
  const frames = Math.round(seconds * fps);
  for (let i = 0; i < frames; i++) {
    await sleepUntil(t0 + (i * 1000) / fps);
    draw(i / frames);
    track.requestFrame();
  }
  await sleepUntil(t0 + seconds * 1000);
  recorder.stop();
  await stopped;
  await audioCtx?.close();
  canvas.remove();
  const video = new Blob(chunks, { type: mimeType });
  return { video: await toBase64(video), poster: await toBase64(poster) };
};
