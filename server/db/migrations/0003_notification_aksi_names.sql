-- A notification's aksi is now the action's name, read as '{nama_user} telah melakukan {aksi} pada …'.
UPDATE "notification" SET "aksi" = CASE "aksi"
  WHEN 'menambahkan prospek' THEN 'penambahan prospek'
  WHEN 'menugaskan prospek' THEN 'penugasan prospek'
  WHEN 'mengubah status prospek' THEN 'perubahan status'
  WHEN 'mengubah prospek' THEN 'perubahan data'
  WHEN 'menambahkan follow up' THEN 'follow up'
  WHEN 'mengajukan kolaborasi' THEN 'pengajuan kolaborasi'
  WHEN 'menyetujui kolaborasi' THEN 'persetujuan kolaborasi'
  WHEN 'menolak kolaborasi' THEN 'penolakan kolaborasi'
  WHEN 'menyetujui follow up' THEN 'persetujuan follow up'
  WHEN 'menolak follow up' THEN 'penolakan follow up'
  WHEN 'mengajukan order' THEN 'pengajuan order'
  WHEN 'menyetujui order' THEN 'persetujuan order'
  WHEN 'menolak order' THEN 'penolakan order'
  ELSE "aksi" END;
