/**
 * What confirms a counted scan without looking at the screen: a short beep (WebAudio) and a short
 * vibration where the device has them. Neither is essential: the dialog shows the count too.
 */
let audio: AudioContext | null = null;

/** Made (or resumed) from a click, so the browser lets it play later scans' beeps. */
export function prepareBeep() {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
  } catch {
    audio = null;
  }
}

export function confirmScan() {
  navigator.vibrate?.(60);
  if (!audio) return;
  try {
    const now = audio.currentTime;
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.type = 'square';
    tone.frequency.value = 1760;
    // A quick fade in and out: no click at the start or the end of the tone.
    gain.gain.setValueAtTime(0.0001, now);
    gain.gain.exponentialRampToValueAtTime(0.2, now + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.09);
    tone.connect(gain).connect(audio.destination);
    tone.start(now);
    tone.stop(now + 0.1);
  } catch {
    // No sound is fine: the count shows.
  }
}
