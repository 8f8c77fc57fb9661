#!/usr/bin/env bash
# Synthesizes the site's bundled sample calls: a patient phones a dental clinic, the AI receptionist answers (saying
# first that it is the clinic's AI), finds a slot, books it and promises a confirmation call. Two voices per
# language, fully offline and reproducible:
#   English: receptionist mbrola us1 (female), patient mbrola us2 (male)
#   Czech:   receptionist mbrola cz2 (male), patient espeak-ng's own Czech voice with a female variant
# Output: src/assets/audio/sample-call-en.mp3 and sample-call-cs.mp3 (mono, 22.05 kHz, 32 kbps CBR), and beside
# each a WebVTT file of what is said (sample-call-<locale>.vtt): one cue per turn, voiced "Receptionist" or
# "Patient", timed from the synthesized turns themselves, so captions and audio cannot drift apart.
#
# Usage: bash scripts/generate-sample-audio.sh [output-dir]
# Needs: espeak-ng, mbrola with the us1, us2 and cz2 voices, sox, ffmpeg (with libmp3lame).
# Run as root on Debian/Ubuntu and it installs them (mbrola lives in contrib, its voices in non-free).
set -euo pipefail

readonly MAX_SECONDS=60
readonly MAX_BYTES=$((400 * 1024))
readonly RATE=22050
readonly SPEED=175
readonly GAP_SECONDS=0.35
readonly PAD_SECONDS=0.2

site_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
out_dir=${1:-"$site_dir/src/assets/audio"}

# Debian's mbrola-<voice> packages put the diphone database at /usr/share/mbrola/<voice>/<voice>.
readonly MBROLA_DIR=${MBROLA_DIR:-/usr/share/mbrola}

has_mbrola_voice() {
  [[ -e "$MBROLA_DIR/$1/$1" || -e "$MBROLA_DIR/$1" ]]
}

missing_tools() {
  local tool voice missing=()
  for tool in espeak-ng mbrola sox ffmpeg; do
    command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
  done
  for voice in us1 us2 cz2; do
    has_mbrola_voice "$voice" || missing+=("mbrola-$voice")
  done
  echo "${missing[@]:-}"
}

install_tools() {
  # mbrola and its voices are not in Debian's main component; enable contrib + non-free for this install.
  local sources=/etc/apt/sources.list.d/debian.sources
  if [[ -f $sources ]] && ! grep -q '^Components:.*non-free' "$sources"; then
    sed -i 's/^Components: main$/Components: main contrib non-free/' "$sources"
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    espeak-ng sox libsox-fmt-mp3 ffmpeg mbrola mbrola-us1 mbrola-us2 mbrola-cz2 >/dev/null
}

missing=$(missing_tools)
if [[ -n $missing ]]; then
  if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing: $missing"
    install_tools
    missing=$(missing_tools)
  fi
  if [[ -n $missing ]]; then
    echo "error: missing $missing" >&2
    echo "On Debian: enable the contrib and non-free components, then" >&2
    echo "  apt-get install espeak-ng sox ffmpeg mbrola mbrola-us1 mbrola-us2 mbrola-cz2" >&2
    exit 1
  fi
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# say SPEAKER VOICE TEXT: appends one turn (resampled to one common rate) to the current dialogue, and its line
# (speaker, text) to the dialogue's script for the captions.
turn=0
say() {
  turn=$((turn + 1))
  local raw="$tmp/raw-$turn.wav" id
  id=$(printf '%02d' "$turn")
  # mbrola prints harmless "Saturation" warnings for some cz2 diphones.
  espeak-ng -v "$2" -s "$SPEED" -w "$raw" "$3" 2>/dev/null
  # Headroom before resampling: cz2 peaks at full scale and would clip in the rate filter.
  sox -R "$raw" -c 1 -b 16 "$tmp/turn-$id.wav" gain -3 rate "$RATE"
  printf '%s\n' "$1" >"$tmp/speaker-$id.txt"
  printf '%s\n' "$3" >"$tmp/text-$id.txt"
}

# vtt_time SECONDS: a WebVTT timestamp (hh:mm:ss.ttt).
vtt_time() {
  awk -v s="$1" 'BEGIN { ms = int(s * 1000 + 0.5); printf "%02d:%02d:%02d.%03d", ms / 3600000, (ms / 60000) % 60, (ms / 1000) % 60, ms % 1000 }'
}

# silence_before WAV: seconds of silence (below 0.5 %) at the start of WAV; espeak-ng pads every turn a little.
silence_before() {
  local trimmed="$tmp/trimmed.wav"
  sox -R "$1" "$trimmed" silence 1 0.01 0.5%
  awk -v a="$(soxi -D "$1")" -v b="$(soxi -D "$trimmed")" 'BEGIN { printf "%.3f", a - b }'
}

# captions NAME: writes NAME.vtt from the turns as render lays them out (pad, turn, gap, turn, gap, …); each cue
# runs from the first to the last sound of its turn.
captions() {
  local vtt="$out_dir/$1.vtt" file id at=$PAD_SECONDS seconds lead trail cue=0
  {
    printf 'WEBVTT\n'
    for file in "$tmp"/turn-*.wav; do
      id=${file##*/turn-}
      id=${id%.wav}
      cue=$((cue + 1))
      seconds=$(soxi -D "$file")
      lead=$(silence_before "$file")
      sox -R "$file" "$tmp/reversed.wav" reverse
      trail=$(silence_before "$tmp/reversed.wav")
      # The cue text escapes what WebVTT reserves (&, <, >).
      printf '\n%d\n%s --> %s\n<v %s>%s\n' "$cue" \
        "$(vtt_time "$(awk -v a="$at" -v l="$lead" 'BEGIN { print a + l }')")" \
        "$(vtt_time "$(awk -v a="$at" -v s="$seconds" -v t="$trail" 'BEGIN { print a + s - t }')")" \
        "$(cat "$tmp/speaker-$id.txt")" \
        "$(sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g' "$tmp/text-$id.txt")"
      at=$(awk -v a="$at" -v s="$seconds" -v g="$GAP_SECONDS" 'BEGIN { printf "%.3f", a + s + g }')
    done
  } >"$vtt"
  echo "$vtt: $cue cues"
}

# render NAME: joins the turns with short pauses, normalises and encodes NAME.mp3, then checks the limits.
render() {
  local name=$1 wav="$tmp/$1.wav" mp3="$out_dir/$1.mp3" parts=() file
  sox -R -n -r "$RATE" -c 1 -b 16 "$tmp/gap.wav" trim 0 "$GAP_SECONDS"
  for file in "$tmp"/turn-*.wav; do
    parts+=("$file" "$tmp/gap.wav")
  done
  sox -R "${parts[@]}" "$wav" norm -3 pad "$PAD_SECONDS" "$PAD_SECONDS"
  # bitexact + no metadata: the same input gives byte-identical MP3s, so reruns leave git clean.
  ffmpeg -loglevel error -y -i "$wav" -map_metadata -1 -fflags +bitexact -flags:a +bitexact \
    -ac 1 -ar "$RATE" -codec:a libmp3lame -b:a 32k "$mp3"

  local seconds bytes rms
  seconds=$(soxi -D "$wav")
  bytes=$(stat -c %s "$mp3")
  rms=$(sox "$wav" -n stat 2>&1 | awk '/RMS +amplitude/ { print $3 }')
  printf '%s: %.1f s, %d bytes, RMS %s\n' "$mp3" "$seconds" "$bytes" "$rms"
  awk -v s="$seconds" -v max="$MAX_SECONDS" 'BEGIN { exit !(s <= max) }' || { echo "error: $name is longer than $MAX_SECONDS s" >&2; exit 1; }
  ((bytes <= MAX_BYTES)) || { echo "error: $name is larger than $MAX_BYTES bytes" >&2; exit 1; }
  awk -v r="$rms" 'BEGIN { exit !(r > 0.01) }' || { echo "error: $name is (almost) silent" >&2; exit 1; }
  captions "$name"
  rm -f "$tmp"/turn-*.wav "$tmp"/speaker-*.txt "$tmp"/text-*.txt
  turn=0
}

mkdir -p "$out_dir"

receptionist=mb-us1
patient=mb-us2
say Receptionist $receptionist "Good afternoon, Riverside Dental, you’re speaking with the clinic’s AI assistant. How can I help?"
say Patient $patient "Hi. I’ve had a toothache since yesterday. Could I see a dentist this week?"
say Receptionist $receptionist "Sorry to hear that. Dr. Novak is free on Thursday at ten fifteen. Should I book it for you?"
say Patient $patient "Yes, please. That’s perfect."
say Receptionist $receptionist "Done, you’re booked. I’ll call you the day before to confirm."
say Patient $patient "Great, thank you!"
say Receptionist $receptionist "You’re welcome. See you on Thursday!"
render sample-call-en

receptionist=mb-cz2
patient=cs+f2
say Receptionist $receptionist "Dobrý den, zubní ordinace U Řeky, mluvíte s umělou inteligencí ordinace. Jak vám mohu pomoci?"
say Patient $patient "Dobrý den, od včerejška mě bolí zub. Mohla bych přijít ještě tento týden?"
say Receptionist $receptionist "To mě mrzí. Paní doktorka Nováková má volno ve čtvrtek v deset patnáct. Mám vás objednat?"
say Patient $patient "Ano, prosím, to mi vyhovuje."
say Receptionist $receptionist "Hotovo, jste objednaná. Den předem vám zavolám kvůli potvrzení."
say Patient $patient "Výborně, děkuji."
say Receptionist $receptionist "Rádo se stalo. Na shledanou ve čtvrtek."
render sample-call-cs
