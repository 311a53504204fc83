#!/usr/bin/env bash
# Makes the demo shop's live-stream recordings (README.md beside this script): three portrait
# clips of 10 s (360x640, WebM VP9, no sound, under 400 KB each) and a poster still of each.
# Needs ffmpeg with libvpx and the DejaVu fonts; the files are committed, so CI never runs this.
#   bash server/assets/live/make-live-clips.sh            # all three
#   bash server/assets/live/make-live-clips.sh hodan-beauty
set -euo pipefail
cd "$(dirname "$0")"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
FONT_REGULAR=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf

# name | background | accent | seller | two products shown in turn | Somali line
CLIPS=(
  "hodan-beauty|0x7a2e4d|0xf7c6d9|Hodan Beauty|Henna Cones|Uunsi incense|Habeenka Xinnaha"
  "bakaara-fashion|0x1f3b6e|0xffd166|Bakaara Fashion|Guntiino|Garbasaar|Dharka Ciidda"
  "barwaaqo-foods|0x2f5d34|0xf4a259|Barwaaqo Foods|Canjeero flour 2kg|Sunflower oil 3L|Jikada Barwaaqo"
)

make_clip() {
  IFS='|' read -r name bg accent seller first second so <<<"$1"
  # drawtext takes ':' and '\' as syntax: the texts above have neither.
  local vf="
drawbox=x=20:y=250:w=320:h=80:color=black@0.25:t=fill,
drawbox=x='40+200*abs(sin(t*0.9))':y=430:w=80:h=80:color=${accent}@0.55:t=fill,
drawtext=fontfile=${FONT}:text='LIVE':fontsize=22:fontcolor=white:box=1:boxcolor=0xe11d48:boxborderw=8:x=20:y=24,
drawtext=fontfile=${FONT}:text='${seller}':fontsize=30:fontcolor=white:x='(w-tw)/2':y='110+8*sin(t*2)',
drawtext=fontfile=${FONT_REGULAR}:text='${so}':fontsize=20:fontcolor=${accent}:x='(w-tw)/2':y=160,
drawtext=fontfile=${FONT}:text='${first}':fontsize=26:fontcolor=white:x='w-mod(t*90,w+tw)':y=280:enable='lt(t,5)',
drawtext=fontfile=${FONT}:text='${second}':fontsize=26:fontcolor=white:x='w-mod((t-5)*90,w+tw)':y=280:enable='gte(t,5)',
drawtext=fontfile=${FONT_REGULAR}:text='%{pts\\:hms}':fontsize=18:fontcolor=white@0.8:x=w-tw-20:y=28,
drawtext=fontfile=${FONT_REGULAR}:text='suuq.so':fontsize=18:fontcolor=white@0.7:x='(w-tw)/2':y=h-50"
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=${bg}:s=360x640:r=24:d=10" \
    -vf "$(echo "$vf" | tr -d '\n')" -c:v libvpx-vp9 -b:v 200k -minrate 100k -maxrate 280k -row-mt 1 -deadline good -cpu-used 4 \
    -g 48 -pix_fmt yuv420p -an "${name}.webm"
  # The poster is drawn apart, without the LIVE tag and the clock: it also stands for a stream
  # that has not started yet, or has ended.
  local poster="
drawbox=x=20:y=250:w=320:h=80:color=black@0.25:t=fill,
drawbox=x=140:y=430:w=80:h=80:color=${accent}@0.55:t=fill,
drawtext=fontfile=${FONT}:text='${seller}':fontsize=30:fontcolor=white:x='(w-tw)/2':y=110,
drawtext=fontfile=${FONT_REGULAR}:text='${so}':fontsize=20:fontcolor=${accent}:x='(w-tw)/2':y=160,
drawtext=fontfile=${FONT}:text='${first}':fontsize=26:fontcolor=white:x='(w-tw)/2':y=280,
drawtext=fontfile=${FONT_REGULAR}:text='suuq.so':fontsize=18:fontcolor=white@0.7:x='(w-tw)/2':y=h-50"
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=${bg}:s=360x640:d=1" \
    -vf "$(echo "$poster" | tr -d '\n')" -frames:v 1 -q:v 5 "${name}.jpg"
  echo "${name}.webm $(stat -c %s "${name}.webm") bytes, ${name}.jpg $(stat -c %s "${name}.jpg") bytes"
}

for clip in "${CLIPS[@]}"; do
  if [[ $# -eq 0 || " $* " == *" ${clip%%|*} "* ]]; then make_clip "$clip"; fi
done
