/**
 * How a finished timer makes itself known beyond the screen: a beep through the Web Audio API
 * (no sound file to load) and a system notification when the cook allowed them. Browsers only
 * let a page start audio after a tap, so the audio context is made when a timer is started.
 */

declare global {
  interface Window {
    /** Safari before 14.1 named the Web Audio API's context so. */
    webkitAudioContext?: typeof AudioContext;
  }
}

let audio: AudioContext | null = null;

function audioContextClass(): typeof AudioContext | undefined {
  if (typeof window === 'undefined') return undefined;
  return window.AudioContext ?? window.webkitAudioContext;
}

/** Call from the tap that starts a timer: unlocks sound, and asks for notifications the first time. */
export function prepareAlarm() {
  const AudioContextClass = audioContextClass();
  try {
    audio ??= AudioContextClass ? new AudioContextClass() : null;
    if (audio?.state === 'suspended') void audio.resume().catch(() => undefined);
  } catch {
    audio = null;
  }
  try {
    if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
      void Promise.resolve(Notification.requestPermission()).catch(() => undefined);
    }
  } catch {
    // Some browsers have Notification but throw outside a secure context; the timer still rings.
  }
}

/** Three short beeps. */
function beep() {
  if (!audio) return;
  try {
    const start = audio.currentTime;
    for (let index = 0; index < 3; index += 1) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = 880;
      const at = start + index * 0.35;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.25);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.3);
    }
  } catch {
    // A closed or broken audio device is no reason to lose the visible alert.
  }
}

function notify(title: string, body: string) {
  try {
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    new Notification(title, { body, tag: `hearth-timer-${title}` });
  } catch {
    // Android Chrome only shows notifications from a service worker and throws here.
  }
}

export function soundAlarm(title: string, body: string) {
  beep();
  notify(title, body);
}
